import type { ExtractedField, ExtractionPage } from '@thamani/domain/extractions';
import { Button } from '@/components/ui/button';
import { extractionPagePath } from '../api/get-extraction';

type PageViewerProps = {
  extractionId: string;
  pages: ExtractionPage[];
  page: number;
  onPageChange: (page: number) => void;
  /** The field whose box is highlighted (when it is on this page). */
  focused: ExtractedField | null;
};

/** The page image at the boxes' scale, with the focused field's box drawn over it. */
export function PageViewer({ extractionId, pages, page, onPageChange, focused }: PageViewerProps) {
  const info = pages.find((p) => p.page === page) ?? pages[0];
  if (!info) {
    return null;
  }
  const box = focused && focused.page === info.page ? focused.box : null;
  return (
    <figure className="grid gap-2">
      <div className="relative overflow-hidden rounded-md border bg-white">
        <img
          src={extractionPagePath(extractionId, info.page)}
          alt={`Page ${info.page} of the document`}
          width={info.width}
          height={info.height}
          className="block h-auto w-full"
        />
        {box ? (
          <svg
            className="pointer-events-none absolute inset-0 size-full"
            viewBox={`0 0 ${info.width} ${info.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <rect
              x={box.x - 6}
              y={box.y - 6}
              width={box.width + 12}
              height={box.height + 12}
              rx={4}
              className="fill-yellow-300/30 stroke-orange-600"
              strokeWidth={4}
              data-testid="field-highlight"
            />
          </svg>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          Page {info.page} of {pages.length}
          {info.method === 'ocr' ? ' (read from the image)' : ' (read from its text)'}
        </span>
        {pages.length > 1 ? (
          <span className="flex gap-2">
            <Button type="button" variant="outline" size="sm" disabled={info.page <= 1} onClick={() => onPageChange(info.page - 1)}>
              Previous page
            </Button>
            <Button type="button" variant="outline" size="sm" disabled={info.page >= pages.length} onClick={() => onPageChange(info.page + 1)}>
              Next page
            </Button>
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
