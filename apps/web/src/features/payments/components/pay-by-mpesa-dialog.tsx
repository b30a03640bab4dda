import { useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { STK_MAX_AMOUNT, type Payment } from '@thamani/domain/payments';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paymentQueryOptions, PAYMENT_WAIT_MS } from '../api/get-payment';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';
import { MpesaPayForm } from './mpesa-pay-form';
import { type MpesaAttempt, MpesaProgress } from './mpesa-progress';

/**
 * "Pay with M-Pesa": the payer's number → an STK push → "check your phone" while M-Pesa has not
 * answered → paid (with the receipt) or failed (why, and "Try again" where it may work).
 */
export function PayByMpesaDialog({
  invoice,
  owed,
  suggestedPhone,
  onPaidClose,
}: {
  invoice: Invoice;
  /** Something is still to pay: the button shows. Once paid the button goes, but an open dialog stays to show the receipt. */
  owed: boolean;
  suggestedPhone: string | null;
  /** Where focus goes when the dialog closes and its button is gone. */
  onPaidClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState<MpesaAttempt | null>(null);
  const [phone, setPhone] = useState(() => (suggestedPhone ? formatKenyanPhone(suggestedPhone) : ''));
  const amount = formatKsh(Math.min(invoice.balance, STK_MAX_AMOUNT));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // A prompt still on the phone is followed again when the dialog reopens; a settled one is left behind.
    const payment = attempt
      ? queryClient.getQueryData<Payment>(paymentQueryOptions(attempt.paymentId).queryKey)
      : undefined;
    if (!next && payment?.status !== 'pending') {
      setAttempt(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {owed ? (
        <DialogTrigger asChild>
          <Button>
            <Smartphone aria-hidden="true" />
            {T.payWithMpesa}
          </Button>
        </DialogTrigger>
      ) : null}
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!owed) {
            event.preventDefault();
            onPaidClose();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{T.payWithMpesa}</DialogTitle>
          <DialogDescription>{T.payDescription(amount)}</DialogDescription>
        </DialogHeader>
        {attempt ? (
          <MpesaProgress
            attempt={attempt}
            requestId={invoice.requestId}
            onRetry={() => setAttempt(null)}
            onDone={() => onOpenChange(false)}
          />
        ) : (
          <MpesaPayForm
            invoiceId={invoice.id}
            phone={phone}
            onSent={(payment, typed) => {
              setPhone(typed);
              setAttempt({ paymentId: payment.id, phone: typed, waitUntil: Date.now() + PAYMENT_WAIT_MS });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
