import { zodResolver } from '@hookform/resolvers/zod';
import { AppError } from '@thamani/domain/app-error';
import type { Invoice } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type RecordPaymentBody,
  RecordPaymentBodySchema,
} from '@thamani/domain/payments';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
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
import { useRecordPayment } from '../api/record-payment';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';
import { toShillings } from './to-shillings';

type FormValues = z.input<typeof RecordPaymentBodySchema>;
const FIELDS = ['method', 'reference', 'amount'] as const satisfies ReadonlyArray<keyof FormValues>;
const METHOD_OPTIONS = (['bank_transfer', 'rtgs', 'cheque'] as const).map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** An admin records money that reached the firm's bank: how, the bank's reference and the amount (at most what is owed). */
export function RecordPaymentDialog({ invoice }: { invoice: Pick<Invoice, 'id' | 'balance'> }) {
  const [open, setOpen] = useState(false);
  const record = useRecordPayment(invoice.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, RecordPaymentBody>({
    resolver: zodResolver(RecordPaymentBodySchema),
    // The method is chosen on purpose each time; the amount starts at what is owed.
    defaultValues: { method: '' as FormValues['method'], reference: '', amount: invoice.balance },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      toast.success(PAYMENT_MESSAGES.recorded);
      setOpen(false);
      reset();
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
        toast.error(T.recordFailed, { description: error instanceof Error ? error.message : undefined });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) {
          setOpen(next);
          reset({ method: '' as FormValues['method'], reference: '', amount: invoice.balance });
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Landmark aria-hidden="true" />
          {T.recordPayment}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate aria-label={T.recordPayment} className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
          <DialogHeader>
            <DialogTitle>{T.recordPayment}</DialogTitle>
            <DialogDescription>{T.recordDescription(formatKsh(invoice.balance))}</DialogDescription>
          </DialogHeader>
          <SelectField
            id="record-payment-method"
            label={T.methodLabel}
            placeholder={T.methodPlaceholder}
            options={METHOD_OPTIONS}
            error={errors.method?.message}
            {...register('method')}
          />
          <TextField
            id="record-payment-reference"
            label={T.referenceLabel}
            autoComplete="off"
            error={errors.reference?.message}
            {...register('reference')}
          />
          <TextField
            id="record-payment-amount"
            label={T.amountLabel}
            inputMode="numeric"
            error={errors.amount?.message}
            {...register('amount', { setValueAs: toShillings })}
          />
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4 text-current" label={T.sending} /> : null}
              {T.recordSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
