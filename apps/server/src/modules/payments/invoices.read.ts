import { eq } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import {
  formatInvoiceNumber,
  readInvoiceRefusal,
  reportReleaseRefusal,
  visitBookingRefusal,
  type Invoice,
} from '@thamani/domain/invoicing';
import { enforce, type Refusal } from '@thamani/domain/policies';
import { PAYMENT_MESSAGES as M, type Payment } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { payments } from '#db/schema/payments.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { standingOf } from './invoice-standing.ts';
import { toInvoice, toPayment } from './invoice-view.ts';
import {
  requesterOf,
  selectInvoice,
  selectInvoiceOfRequest,
  selectInvoicesOfRequest,
  type InvoiceRow,
} from './invoices.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'settings'>;

/** A request's invoice: its client and the firm's admins; 404 for anyone else, and before the report is approved. */
export async function getInvoiceOfRequest(ctx: Ctx, identity: Identity, requestId: string): Promise<Invoice> {
  const request = await requesterOf(ctx.db, identity.firmId, requestId);
  enforce(readInvoiceRefusal(identity, request));
  const row = request ? await selectInvoiceOfRequest(ctx.db, identity.firmId, requestId) : null;
  if (!row || !request) {
    throw new AppError('NOT_FOUND', M.noInvoice);
  }
  return toInvoice(ctx, row, request.reference);
}

/** One invoice by its id, with its stored row: its client and the firm's admins; 404 for anyone else. */
export async function readInvoice(
  ctx: Ctx,
  identity: Identity,
  invoiceId: string,
): Promise<{ invoice: Invoice; row: InvoiceRow }> {
  const row = await selectInvoice(ctx.db, identity.firmId, invoiceId);
  const request = row ? await requesterOf(ctx.db, identity.firmId, row.requestId) : null;
  enforce(readInvoiceRefusal(identity, request));
  if (!row || !request) {
    throw new AppError('NOT_FOUND', M.invoiceNotFound);
  }
  return { invoice: await toInvoice(ctx, row, request.reference), row };
}

export async function getPayment(ctx: Ctx, identity: Identity, paymentId: string): Promise<Payment> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  const invoice = payment ? await selectInvoice(ctx.db, identity.firmId, payment.invoiceId) : null;
  const request = invoice ? await requesterOf(ctx.db, identity.firmId, invoice.requestId) : null;
  if (!payment || readInvoiceRefusal(identity, request)) {
    throw new AppError('NOT_FOUND', M.paymentNotFound);
  }
  return toPayment(payment);
}

/** The report release gate the reports area asks: a client waits for the invoice to be paid when the firm says so. */
export async function releaseRefusalOf(db: Db, identity: Identity, requestId: string): Promise<Refusal | null> {
  const invoice = await selectInvoiceOfRequest(db, identity.firmId, requestId);
  if (!invoice) {
    return null;
  }
  // What is owed counts the credit notes: a report is never held for an invoice cancelled by one.
  const { balance } = await standingOf(db, invoice);
  return reportReleaseRefusal(identity, { payBeforeRelease: invoice.payBeforeRelease, balance });
}

/**
 * The visit booking gate the visits area asks: while an advance invoiced before the visit is
 * owed, no visit is booked for the request.
 */
export async function visitBookingRefusalOf(db: Db, firmId: string, requestId: string): Promise<Refusal | null> {
  const advance = (await selectInvoicesOfRequest(db, firmId, requestId)).find(
    (i) => i.kind === 'advance' && i.status === 'issued',
  );
  if (!advance) {
    return null;
  }
  const { balance } = await standingOf(db, advance);
  return visitBookingRefusal({ number: formatInvoiceNumber(advance.number), balance });
}
