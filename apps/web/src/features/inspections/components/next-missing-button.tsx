import type { MissingItem } from '@thamani/domain/inspections';
import { ArrowDownToLine, CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Floats at the foot of the screen while the checklist scrolls: takes the valuer to the next
 * required item still empty (its section opened, its first field focused); says so when none is.
 */
export function NextMissingButton({ missing, onGo }: { missing: MissingItem[]; onGo: () => void }) {
  return (
    <div className="sticky bottom-3 z-20 flex justify-end">
      {missing.length > 0 ? (
        <Button size="lg" className="shadow-lg" onClick={onGo}>
          <ArrowDownToLine aria-hidden="true" />
          Next missing item
          <span className="sr-only">, {missing.length} left</span>
        </Button>
      ) : (
        <p role="status" className="inline-flex min-h-11 items-center gap-2 rounded-md border bg-card px-3 text-sm font-medium shadow-lg">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          Nothing missing: every required item is filled in
        </p>
      )}
    </div>
  );
}
