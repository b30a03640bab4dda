import { PAYMENT_MESSAGES, type Payment } from '@thamani/domain/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, ExternalLink, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { settingsQueryOptions } from '@/lib/auth/auth-keys';
import { paymentKeys } from '@/lib/query-keys/payment-keys';
import { usePolledPayment } from '../api/get-payment';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';

/** A prompt sent: the payment to follow, the number as the payer typed it, and how long to keep asking. */
export type MpesaAttempt = { paymentId: string; phone: string; waitUntil: number };

/** The Daraja simulator's phone page, mounted on the server itself in the demo and the tests (docs/payments.md). */
const SIMULATED_PHONE_PATH = '/simulators/daraja/phone';

/**
 * After the prompt is sent: "check your phone" while M-Pesa has not answered (asked every 2 s for
 * about two minutes), then the receipt, or why it failed with "Try again" where it may work.
 */
export function MpesaProgress({
  attempt,
  requestId,
  onRetry,
  onDone,
}: {
  attempt: MpesaAttempt;
  requestId: string;
  onRetry: () => void;
  onDone: () => void;
}) {
  const query = usePolledPayment(attempt.paymentId, attempt.waitUntil);
  const payment = query.data;
  const timedOut = useTimeReached(attempt.waitUntil);
  useSettledEffects(payment, requestId);
  const titleRef = useRef<HTMLDivElement>(null);
  const status = payment?.status ?? 'pending';
  useEffect(() => titleRef.current?.focus(), [status]);

  if (payment?.status === 'paid') {
    return (
      <div className="grid gap-4">
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertTitle ref={titleRef} tabIndex={-1} className="outline-none">
            {payment.message ?? PAYMENT_MESSAGES.paid}
          </AlertTitle>
          {payment.reference ? (
            <AlertDescription>
              <p className="font-medium text-foreground">{T.mpesaReceipt(payment.reference)}</p>
            </AlertDescription>
          ) : null}
        </Alert>
        <Button type="button" className="w-full sm:w-fit" onClick={onDone}>
          {T.done}
        </Button>
      </div>
    );
  }
  if (payment?.status === 'failed') {
    return (
      <div className="grid gap-4">
        <Alert variant="destructive">
          <XCircle aria-hidden="true" />
          <AlertTitle ref={titleRef} tabIndex={-1} className="outline-none">
            {payment.message ?? PAYMENT_MESSAGES.failed}
          </AlertTitle>
        </Alert>
        {payment.canRetry ? (
          <Button type="button" className="w-full sm:w-fit" onClick={onRetry}>
            {T.tryAgain}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div role="status" className="grid gap-2">
        <div ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
          {T.checkPhone}
        </div>
        <p className="text-sm">{T.enterPin(payment?.phone ?? attempt.phone)}</p>
        {timedOut ? (
          <p className="text-sm text-muted-foreground">{T.stillWaiting}</p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin text-primary" />
            {T.waiting}
          </p>
        )}
      </div>
      {timedOut ? (
        <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => void query.refetch()}>
          {T.checkAgain}
        </Button>
      ) : null}
      <SimulatedPhoneLink phone={attempt.phone} />
    </div>
  );
}

/** In the demo, M-Pesa is the simulator on this server: its phone page answers the prompt. */
function SimulatedPhoneLink({ phone }: { phone: string }) {
  const settings = useQuery(settingsQueryOptions());
  if (!settings.data?.mpesaSimulator) {
    return null;
  }
  const number = phone.replace(/\D/g, '');
  return (
    <a
      href={`${SIMULATED_PHONE_PATH}?number=${encodeURIComponent(number)}`}
      target="_blank"
      rel="noreferrer"
      className="flex w-fit items-center gap-1 rounded-sm text-sm text-primary underline underline-offset-4"
    >
      {T.simulatedPhone}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

/** True once `at` (ms since the epoch) has passed; the page re-renders then. */
function useTimeReached(at: number): boolean {
  const [reached, setReached] = useState(() => Date.now() >= at);
  useEffect(() => {
    if (reached) {
      return undefined;
    }
    const timer = setTimeout(() => setReached(true), Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at, reached]);
  return reached;
}

/** Once M-Pesa has answered: the invoice is asked again (paid, balance, the payment's line), and a paid one is toasted. */
function useSettledEffects(payment: Payment | undefined, requestId: string): void {
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!payment || payment.status === 'pending' || announced.current === payment.id) {
      return;
    }
    announced.current = payment.id;
    void queryClient.invalidateQueries({ queryKey: paymentKeys.invoiceOfRequest(requestId) });
    if (payment.status === 'paid') {
      toast.success(payment.message ?? PAYMENT_MESSAGES.paid, {
        description: payment.reference ? T.mpesaReceipt(payment.reference) : undefined,
      });
    }
  }, [payment, queryClient, requestId]);
}
