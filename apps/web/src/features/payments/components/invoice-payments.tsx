import { formatDateTime } from '@thamani/domain/display';
import { formatKsh } from '@thamani/domain/money';
import { PAYMENT_METHOD_LABELS, type Payment } from '@thamani/domain/payments';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { PAYMENT_STATUS_LABELS, PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';

const STATUS_BADGE = { pending: 'warning', paid: 'success', failed: 'destructive' } as const;

/** The payments on an invoice, newest as the server orders them: how, how much, what became of it, the receipt. */
export function InvoicePayments({ payments }: { payments: readonly Payment[] }) {
  const headingId = useId();
  if (payments.length === 0) {
    return null;
  }
  return (
    <div className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {T.payments}
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-2">
        {payments.map((payment) => (
          <li key={payment.id} className="grid gap-1 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {PAYMENT_METHOD_LABELS[payment.method]} ·{' '}
                <span className="tabular-nums">{formatKsh(payment.amount)}</span>
              </span>
              <Badge variant={STATUS_BADGE[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
            </div>
            <p className="text-muted-foreground">
              {formatDateTime(payment.settledAt ?? payment.createdAt)}
              {payment.phone ? ` · ${payment.phone}` : null}
            </p>
            {payment.reference ? (
              <p>
                {payment.method === 'mpesa' ? T.receipt : T.reference}{' '}
                <span className="font-mono font-semibold">{payment.reference}</span>
              </p>
            ) : null}
            {payment.status === 'failed' && payment.message ? (
              <p className="text-destructive">{payment.message}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
