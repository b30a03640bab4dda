import { INSPECTION_MESSAGES, type MissingItem } from '@thamani/domain/inspections';
import { forwardRef } from 'react';
import { itemAnchor } from './checklist-item';

/** What must be filled before submitting; each entry opens its section and jumps to its item. Focused when shown. */
export const MissingItems = forwardRef<HTMLDivElement, { missing: MissingItem[]; onGo: (item: MissingItem) => void }>(function MissingItems(
  { missing, onGo },
  ref,
) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="missing-items-title"
      className="grid gap-2 rounded-lg border border-destructive/60 bg-card p-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <h2 id="missing-items-title" className="font-semibold text-destructive">
        {INSPECTION_MESSAGES.missing}
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        {missing.map((item) => (
          <li key={item.itemId}>
            <a
              href={`#${itemAnchor(item.itemId)}`}
              className="inline-flex min-h-8 items-center text-primary underline underline-offset-4"
              onClick={(event) => {
                // Its section may be collapsed: open it, then move there.
                event.preventDefault();
                onGo(item);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
