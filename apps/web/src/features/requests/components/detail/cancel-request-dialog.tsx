import { zodResolver } from '@hookform/resolvers/zod';
import { AppError } from '@thamani/domain/app-error';
import { REQUEST_TOAST_MESSAGES as M } from '@thamani/domain/messages';
import { type CancelRequestBody, CancelRequestBodySchema } from '@thamani/domain/requests';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/textarea-field';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCancelRequest } from '../../api/cancel-request';

type CancelRequestDialogProps = {
  requestId: string;
  title: string;
  onCancelled?: () => void;
};

/** "Cancel Request" with a confirmation and an optional reason; the dialog stays open while it runs. */
export function CancelRequestDialog({ requestId, title, onCancelled }: CancelRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequest(requestId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof CancelRequestBodySchema>, unknown, CancelRequestBody>({
    resolver: zodResolver(CancelRequestBodySchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync(body);
      toast.success(M.cancelled, { description: `"${title}" has been cancelled.` });
      setOpen(false);
      reset();
      onCancelled?.();
    } catch (error) {
      const reason = error instanceof AppError ? error.fields?.reason : undefined;
      if (reason) {
        setError('reason', { type: 'server', message: reason }, { shouldFocus: true });
      }
      toast.error(M.cancelFailed, { description: error instanceof Error ? error.message : undefined });
    }
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        {/* A way out, not the page's main action: an outline in the destructive colour. */}
        <Button variant="outline" className="border-destructive/60 text-destructive hover:text-destructive">
          <XCircle aria-hidden="true" />
          Cancel Request
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel this valuation request?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{title}&rdquo; will be cancelled and no valuer will work on it. This cannot be undone; you can
              submit a new request at any time.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <TextareaField
            id="cancel-reason"
            label="Reason (optional)"
            rows={3}
            placeholder="e.g. The sale fell through"
            error={errors.reason?.message}
            {...register('reason')}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>Keep Request</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? <Spinner className="size-4 text-current" label="Cancelling" /> : null}
              Yes, Cancel Request
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
