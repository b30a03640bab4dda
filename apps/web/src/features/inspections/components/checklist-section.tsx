import { sectionProgressText, type SectionRequiredProgress } from '@thamani/domain/checklist-progress';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export const sectionRegionId = (sectionId: string) => `section-${sectionId}-items`;

type ChecklistSectionProps = {
  progress: SectionRequiredProgress;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
};

/**
 * One section of the checklist, collapsible: its header is a button (aria-expanded, controlling
 * the items' region) showing how many required items are done, e.g. "3 of 5". Collapsed items
 * stay mounted (hidden), so what is typed and saving keeps its state.
 */
export function ChecklistSection({ progress, open, onToggle, children }: ChecklistSectionProps) {
  const id = progress.sectionId;
  const done = progress.required > 0 && progress.requiredDone === progress.required;
  return (
    <div className="grid gap-3">
      <h2 className="text-lg font-semibold">
        <button
          type="button"
          id={`section-${id}`}
          aria-expanded={open}
          aria-controls={sectionRegionId(id)}
          onClick={onToggle}
          className="flex min-h-12 w-full scroll-mt-28 items-center gap-2 rounded-lg border bg-card px-3 py-2 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 transition-transform', open ? 'rotate-0' : '-rotate-90')} />
          <span className="min-w-0 flex-1 wrap-anywhere">{progress.title}</span>
          <span className={cn('inline-flex items-center gap-1 text-sm font-normal', done ? 'text-success' : 'text-muted-foreground')}>
            {done ? <Check aria-hidden="true" className="size-4" /> : null}
            {sectionProgressText(progress)}
            {progress.required > 0 ? <span className="sr-only"> required done</span> : null}
          </span>
        </button>
      </h2>
      <div id={sectionRegionId(id)} role="region" aria-labelledby={`section-${id}`} hidden={!open} className="grid gap-3">
        {children}
      </div>
    </div>
  );
}
