import { zodResolver } from '@hookform/resolvers/zod';
import { AppError } from '@thamani/domain/app-error';
import {
  creditableOf,
  CREDIT_NOTE_MESSAGES,
  type Invoice,
  type IssueCreditNoteBody,
  IssueCreditNoteBodySchema,
} from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
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
import { Spinner } from '@/components/ui/spinner';
import { useIssueCreditNote } from '../api/issue-credit-note';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';
import { toShillings } from './to-shillings';

type FormValues = z.input<typeof IssueCreditNoteBodySchema>;
const FIELDS = ['amount', 'reason'] as const satisfies ReadonlyArray<keyof FormValues>;

/**
 * An admin credits part or all of an invoice with a credit note: the amount, VAT included (at
 * first all that is left to credit), and the reason the client reads. The server's refusal (more
 * than is left) shows under its field.
 */
export function IssueCreditNoteDialog({ invoice }: { invoice: Pick<Invoice, 'id' | 'total' | 'credited'> }) {
  const [open, setOpen] = useState(false);
  const issue = useIssueCreditNote(invoice.id);
  // What is left to credit: the total less the credit notes already issued.
  const most = creditableOf(invoice, invoice.credited);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, IssueCreditNoteBody>({
    resolver: zodResolver(IssueCreditNoteBodySchema),
    defaultValues: { amount: most, reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const after = await issue.mutateAsync(body);
      const note = after.creditNotes.at(-1);
      toast.success(note ? CREDIT_NOTE_MESSAGES.issued(note.number) : T.issueCreditNote);
      setOpen(false);
    } catch (error) {
      const fields = error instanceof AppError ? (error.fields ?? {}) : {};
      const first = FIELDS.find((field) => fields[field]);
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) {
          setError(field, { type: 'server', message }, { shouldFocus: field === first });
        }
      }
      if (!first) {
        toast.error(T.creditFailed, { description: error instanceof Error ? error.message : undefined });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) {
          setOpen(next);
          reset({ amount: most, reason: '' });
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ReceiptText aria-hidden="true" />
          {T.issueCreditNote}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          aria-label={T.issueCreditNote}
          className="grid gap-4"
          onSubmit={(event) => void onSubmit(event)}
        >
          <DialogHeader>
            <DialogTitle>{T.issueCreditNote}</DialogTitle>
            <DialogDescription>{T.creditDescription(formatKsh(most))}</DialogDescription>
          </DialogHeader>
          <TextField
            id="credit-note-amount"
            label={T.creditAmountLabel}
            inputMode="numeric"
            autoComplete="off"
            error={errors.amount?.message}
            {...register('amount', { setValueAs: toShillings })}
          />
          <TextareaField
            id="credit-note-reason"
            label={T.creditReasonLabel}
            hint={T.creditReasonHint}
            rows={3}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4 text-current" label={T.sending} /> : null}
              {T.issueCreditNote}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
