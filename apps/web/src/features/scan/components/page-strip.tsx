import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ScannedPage = { id: string; url: string; width: number; height: number };

/** The pages taken so far, in order, each with a remove button. */
export function PageStrip({ pages, onRemove }: { pages: readonly ScannedPage[]; onRemove: (id: string) => void }) {
  if (pages.length === 0) {
    return <p className="text-sm text-muted-foreground">No pages yet. Take or upload a photo of the first page.</p>;
  }
  return (
    <ol aria-label="Scanned pages" className="flex gap-3 overflow-x-auto pb-2">
      {pages.map((page, i) => (
        <li key={page.id} className="grid shrink-0 justify-items-center gap-1">
          <img src={page.url} alt={`Page ${i + 1}`} className="h-28 w-auto rounded border border-border bg-white" />
          <Button variant="ghost" size="sm" onClick={() => onRemove(page.id)} aria-label={`Remove page ${i + 1}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </li>
      ))}
    </ol>
  );
}
