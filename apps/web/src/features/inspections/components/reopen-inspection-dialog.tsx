import {
  INSPECTION_MESSAGES,
  INSPECTION_REOPEN_REASON_MAX_LENGTH,
  ReopenInspectionBodySchema,
} from '@thamani/domain/inspections';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useReopenInspection } from '../api/inspection-actions';
import { runChange } from '@/lib/cache/run-change';

/** Admin: a submitted inspection becomes editable again, with the reason recorded. */
export function ReopenInspectionDialog({ inspectionId }: { inspectionId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reopen = useReopenInspection(inspectionId);

  const submit = () => {
    const parsed = ReopenInspectionBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? INSPECTION_MESSAGES.reopenReason);
      return;
    }
    runChange(reopen, parsed.data, {
      onSuccess: () => {
        toast.success(INSPECTION_MESSAGES.reopened);
        setOpen(false);
        setReason('');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <RotateCcw aria-hidden="true" />
          Reopen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reopen this inspection?</DialogTitle>
          <DialogDescription>The valuer can edit it again. The reason is recorded.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Label htmlFor="reopen-reason">Reason</Label>
          <Textarea
            id="reopen-reason"
            value={reason}
            maxLength={INSPECTION_REOPEN_REASON_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'reopen-reason-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error ? (
            <p id="reopen-reason-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={reopen.isPending}>
              Reopen
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
