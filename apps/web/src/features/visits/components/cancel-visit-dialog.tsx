import { zodResolver } from '@hookform/resolvers/zod';
import { type CancelVisitBody, CancelVisitBodySchema, VISIT_CANCEL_REASON_MAX_LENGTH } from '@thamani/domain/visits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

type CancelVisitDialogProps = {
  /** Resolves true when the visit was cancelled (the dialog then closes). */
  onConfirm: (body: CancelVisitBody) => Promise<boolean>;
  disabled?: boolean;
};

/** "Cancel Visit" asks for a reason first; the request goes back to assigned. */
export function CancelVisitDialog({ onConfirm, disabled }: CancelVisitDialogProps) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CancelVisitBody>({ resolver: zodResolver(CancelVisitBodySchema), defaultValues: { reason: '' } });

  const submit = handleSubmit(async (body) => {
    if (await onConfirm(body)) {
      setOpen(false);
      reset();
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive" disabled={disabled}>
          Cancel Visit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Cancel this site visit?</DialogTitle>
            <DialogDescription>
              The client is told the visit is off and the request goes back to your assigned requests.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="cancel-reason">Reason</Label>
            <Textarea
              id="cancel-reason"
              rows={3}
              maxLength={VISIT_CANCEL_REASON_MAX_LENGTH}
              {...fieldAria('cancel-reason', errors.reason?.message)}
              {...register('reason')}
            />
            <FieldError id="cancel-reason-error" message={errors.reason?.message} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Keep Visit
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4 text-current" label="Cancelling visit" /> : null}
              Cancel Visit
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
