import { INSPECTION_MESSAGES, type InspectionTemplate, findTemplateItem } from '@thamani/domain/inspections';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ConflictChoice } from '@/lib/versioned-draft/pending-edit';
import type { FieldConflict } from '../lib/merge';
import { formatAnswer } from '../lib/format-answer';

/** Fields this phone and another device both changed: the valuer picks one value per field. */
export function ConflictDialog({
  template,
  conflicts,
  onChoose,
}: {
  template: InspectionTemplate;
  conflicts: FieldConflict[];
  onChoose: (itemId: string, choice: ConflictChoice) => void;
}) {
  return (
    <Dialog open={conflicts.length > 0}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" onEscapeKeyDown={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Choose which changes to keep</DialogTitle>
          <DialogDescription>{INSPECTION_MESSAGES.conflict}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-4">
          {conflicts.map((conflict) => {
            const item = findTemplateItem(template, conflict.itemId);
            const label = item?.label ?? conflict.itemId;
            return (
              <li key={conflict.itemId} className="grid gap-2 rounded-md border border-warning p-3">
                <p className="font-medium">{label}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Yours</dt>
                  <dd className="wrap-anywhere">{formatAnswer(item, conflict.mine)}</dd>
                  <dt className="text-muted-foreground">Saved by someone else</dt>
                  <dd className="wrap-anywhere">{formatAnswer(item, conflict.theirs)}</dd>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => onChoose(conflict.itemId, 'mine')}>
                    Keep mine<span className="sr-only"> for {label}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onChoose(conflict.itemId, 'theirs')}>
                    Keep theirs<span className="sr-only"> for {label}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
