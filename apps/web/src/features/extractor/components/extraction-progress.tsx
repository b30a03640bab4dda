import type { Extraction } from '@thamani/domain/extractions';

/** The reading's progress: a bar and a sentence announced politely as pages are read. */
export function ExtractionProgress({ extraction }: { extraction: Extraction }) {
  const { pageCount, pagesDone, progress, status } = extraction;
  const text =
    status === 'queued' || pageCount === null
      ? 'Waiting to start reading…'
      : `Reading page ${Math.min(pagesDone + 1, pageCount)} of ${pageCount}…`;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Reading the document"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${Math.max(progress, 3)}%` }} />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {text}
      </p>
    </div>
  );
}
