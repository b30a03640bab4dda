import { ZoomIn } from 'lucide-react';
import { memo, useState } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';
import { cn } from '@/lib/utils';
import { ReportPreview, type ReportPreviewProps } from '../preview/report-preview';

/** A4 at 96 dpi: the width at which the preview's text is its printed size. */
const ACTUAL_WIDTH = 'w-[794px]';

/**
 * The printed pages beside the sections (sticky, scrolling by itself) on wide screens, in turn
 * with them on smaller ones. "Actual size" shows the pages at print size, scrolling sideways; on a
 * phone the pages otherwise read at reading size (an A4 sheet there would print 6 px text).
 */
export const PreviewPane = memo(function PreviewPane({ hidden, ...preview }: ReportPreviewProps & { hidden: boolean }) {
  const [actualSize, setActualSize] = useState(false);
  return (
    <section
      aria-labelledby="report-preview-title"
      className={cn('grid gap-3 xl:sticky xl:top-36', hidden && 'max-xl:view-out-of-turn')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="report-preview-title" className="text-xl font-semibold">
          Preview
        </h2>
        <ToggleButton className="sm:min-h-8" pressed={actualSize} onPressedChange={setActualSize}>
          <ZoomIn aria-hidden="true" />
          Actual size
        </ToggleButton>
      </div>
      <div
        role="region"
        aria-label="Printed pages"
        tabIndex={0}
        className="overflow-auto rounded-lg bg-muted p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-4 xl:max-h-[calc(100dvh-11rem)]"
      >
        <ReportPreview {...preview} className={actualSize ? ACTUAL_WIDTH : undefined} reflow={!actualSize} />
      </div>
    </section>
  );
});
