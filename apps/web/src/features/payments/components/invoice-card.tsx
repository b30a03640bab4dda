import { can } from '@thamani/domain/access';
import { formatDate } from '@thamani/domain/display';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, type Invoice } from '@thamani/domain/invoicing';
import { formatKsh } from '@thamani/domain/money';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import type { RequestDetail } from '@thamani/domain/requests';
import { FileDown } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/use-auth';
import { isNotIssued, useInvoiceOfRequest } from '../api/get-invoice-of-request';
import { invoicePdfUrl } from '../api/invoice-pdf-url';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';
import { InvoiceCreditNotes } from './invoice-credit-notes';
import { InvoiceLines } from './invoice-lines';
import { IssueCreditNoteDialog } from './issue-credit-note-dialog';
import { InvoicePayments } from './invoice-payments';
import { PayByMpesaDialog } from './pay-by-mpesa-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { ReplaceInvoiceDialog } from './replace-invoice-dialog';

const STATUS_BADGE = { issued: 'warning', paid: 'success', credited: 'secondary' } as const;

type InvoiceRequest = Pick<RequestDetail, 'id' | 'status' | 'report' | 'contactPhone'>;

/**
 * A request's invoice, issued when its report is approved — or, when the firm is paid before the
 * visit, an advance as soon as the order is taken: for the client who ordered it and for admins
 * (anyone else never asks). Nothing is shown until one is issued.
 */
export function InvoiceCard({ request }: { request: InvoiceRequest }) {
  const { role } = useAuth();
  const paysOwn = can({ role }, 'invoice:pay-own');
  const manages = can({ role }, 'payment:manage-any');
  const query = useInvoiceOfRequest(request.id, {
    enabled: (request.status !== 'pending' || request.report?.status === 'approved') && (paysOwn || manages),
  });

  if (query.data) {
    return <InvoiceView invoice={query.data} paysOwn={paysOwn} manages={manages} payerPhone={request.contactPhone} />;
  }
  if (query.isError && !isNotIssued(query.error)) {
    return <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  }
  return null;
}

function InvoiceView({
  invoice,
  paysOwn,
  manages,
  payerPhone,
}: {
  invoice: Invoice;
  paysOwn: boolean;
  manages: boolean;
  payerPhone: string | null;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const owed = invoice.balance > 0 && invoice.status === 'issued';
  // The firm's staff are never held back from the report: only the client reads this.
  const heldUntilPaid = owed && paysOwn && invoice.payBeforeRelease;
  const visitWaits = owed && paysOwn && invoice.kind === 'advance';

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h2" id={headingId} ref={headingRef} tabIndex={-1} className="text-lg outline-none">
              {T.invoiceTitle}
            </CardTitle>
            <Badge variant={STATUS_BADGE[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
          </div>
        </CardHeader>
        <CardContent className="grid gap-5">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <Fact label={T.number}>
              <span className="font-mono font-medium">{invoice.number}</span>
            </Fact>
            <Fact label={T.issued}>{formatDate(invoice.issuedAt)}</Fact>
            <Fact label={T.kind}>{INVOICE_KIND_LABELS[invoice.kind]}</Fact>
            <Fact label={T.seller}>
              <Party party={invoice.seller} />
            </Fact>
            <Fact label={T.buyer}>
              <Party party={invoice.buyer} />
            </Fact>
          </dl>
          <InvoiceLines invoice={invoice} />
          {invoice.comparison ? (
            <div className="grid gap-1 text-sm">
              <h3 className="font-semibold">{T.againstQuote}</h3>
              <p>{invoice.comparison.summary}</p>
              {invoice.comparison.reasons.length > 0 ? (
                <ul className="list-disc pl-5 text-muted-foreground">
                  {invoice.comparison.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {paysOwn || manages ? (
            // Empty once paid (an open pay dialog stays mounted to show the receipt): then it takes no room.
            <div className="flex flex-wrap items-center gap-2 empty:hidden">
              {heldUntilPaid ? (
                <p className="basis-full font-medium">{PAYMENT_MESSAGES.payFirst(formatKsh(invoice.balance))}</p>
              ) : null}
              {visitWaits ? (
                <p className="basis-full font-medium">{T.advanceOwed(formatKsh(invoice.balance))}</p>
              ) : null}
              <PayByMpesaDialog
                invoice={invoice}
                owed={owed}
                suggestedPhone={payerPhone}
                onPaidClose={() => headingRef.current?.focus()}
              />
              {manages && owed ? <RecordPaymentDialog invoice={invoice} /> : null}
              {/* Corrections are credit notes; an invoice credited in full may then be replaced. */}
              {manages && invoice.status !== 'credited' ? <IssueCreditNoteDialog invoice={invoice} /> : null}
              {manages && invoice.status === 'credited' ? <ReplaceInvoiceDialog invoice={invoice} /> : null}
            </div>
          ) : null}
          <InvoicePayments payments={invoice.payments} />
          <InvoiceCreditNotes invoice={invoice} />
          {/* Whoever reads the card may download it: the server gives the PDF to the same people. */}
          <Button asChild variant="outline" className="w-fit">
            <a href={invoicePdfUrl(invoice.id)} download>
              <FileDown aria-hidden="true" />
              {T.downloadPdf}
            </a>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Party({ party }: { party: Invoice['seller'] }) {
  return (
    <>
      <span className="block font-medium">{party.name}</span>
      {party.kraPin ? <span className="block text-muted-foreground">{T.kraPin(party.kraPin)}</span> : null}
    </>
  );
}
