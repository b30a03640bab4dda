import { eq } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { readInvoiceRefusal, reportReleaseRefusal, type Invoice } from '@thamani/domain/invoicing';
import { enforce, type Refusal } from '@thamani/domain/policies';
import { PAYMENT_MESSAGES as M, type Payment } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { payments } from '#db/schema/payments.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { toInvoice, toPayment } from './invoice-view.ts';
import { listPayments, paidOf, requesterOf, selectInvoice, selectInvoiceOfRequest } from './invoices.queries.ts';

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
  const balance = Math.max(0, invoice.total - paidOf(await listPayments(db, invoice.id)));
  return reportReleaseRefusal(identity, { payBeforeRelease: invoice.payBeforeRelease, balance });
}
