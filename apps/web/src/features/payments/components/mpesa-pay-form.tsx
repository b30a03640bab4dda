import { zodResolver } from '@hookform/resolvers/zod';
import { AppError } from '@thamani/domain/app-error';
import { type PayByMpesaBody, PayByMpesaBodySchema, type Payment } from '@thamani/domain/payments';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePayByMpesa } from '../api/pay-by-mpesa';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';

/** The payer's M-Pesa number and "Send payment request"; the server's refusals are shown as it words them. */
export function MpesaPayForm({
  invoiceId,
  phone,
  onSent,
}: {
  invoiceId: string;
  phone: string;
  onSent: (payment: Payment, phone: string) => void;
}) {
  const pay = usePayByMpesa(invoiceId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof PayByMpesaBodySchema>, unknown, PayByMpesaBody>({
    resolver: zodResolver(PayByMpesaBodySchema),
    defaultValues: { phone },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      onSent(await pay.mutateAsync(body), body.phone);
    } catch (error) {
      const field = error instanceof AppError ? error.fields?.phone : undefined;
      if (field) {
        setError('phone', { type: 'server', message: field }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form noValidate aria-label={T.payWithMpesa} className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      {failure ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{failure}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <TextField
        id="mpesa-phone"
        label={T.phoneLabel}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4 text-current" label={T.sending} /> : null}
        {T.sendRequest}
      </Button>
    </form>
  );
}
