import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import {
  CREDIT_NOTE_MESSAGES as CN,
  formatInvoiceNumber,
  replaceInvoiceRefusal,
  type Invoice,
  type ReplaceInvoiceBody,
} from '@thamani/domain/invoicing';
import { enforce } from '@thamani/domain/policies';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { queueEtimsSend } from './etims-send.job.ts';
import { toInvoice } from './invoice-view.ts';
import { INVOICE_ENTITY } from './invoices.issue.ts';
import { insertInvoice, requesterOf, selectInvoice, type InvoiceRow } from './invoices.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings' | 'jobs' | 'etims'>;

/** The invoice of the same request and kind that is not credited: what replaced a credited one. */
async function liveInvoiceLike(tx: Db, invoice: InvoiceRow): Promise<InvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.firmId, invoice.firmId),
        eq(invoices.requestId, invoice.requestId),
        eq(invoices.kind, invoice.kind),
        ne(invoices.status, 'credited'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * An admin replaces an invoice credited in full with a new one (POST
 * /api/admin/invoices/:id/replacement): the same fee, lines and terms, the buyer's name and KRA
 * PIN as corrected, the next number in the firm's series, audited and queued for eTIMS. Once only:
 * the credited invoice is locked while it is replaced, and one invoice of a kind per request is
 * live at a time (a unique index).
 */
export async function replaceInvoice(
  ctx: Ctx,
  identity: Identity,
  invoiceId: string,
  body: ReplaceInvoiceBody,
): Promise<Invoice> {
  const { replacement, reference } = await inTransaction(ctx, async (tx) => {
    const credited = await selectInvoice(tx, identity.firmId, invoiceId, { forUpdate: true });
    const live = credited ? await liveInvoiceLike(tx, credited) : null;
    enforce(
      replaceInvoiceRefusal(
        identity,
        credited && { status: credited.status, replacedBy: live ? formatInvoiceNumber(live.number) : null },
      ),
    );
    const request = credited ? await requesterOf(tx, identity.firmId, credited.requestId) : null;
    if (!credited || !request) {
      throw new AppError('NOT_FOUND', CN.invoiceNotFound);
    }
    const { id: _id, number: _number, status: _status, issuedAt: _issuedAt, paidAt: _paidAt, ...same } = credited;
    const issued = await insertInvoice(tx, {
      ...same,
      buyerName: body.buyerName ?? credited.buyerName,
      buyerPin: body.buyerPin === undefined ? credited.buyerPin : body.buyerPin,
    });
    await writeAudit(tx, {
      actionType: 'invoice_replaced',
      entityType: INVOICE_ENTITY,
      entityId: issued.id,
      userId: identity.userId,
      details: {
        request_id: issued.requestId,
        replaces_invoice_id: credited.id,
        replaces: formatInvoiceNumber(credited.number),
        number: formatInvoiceNumber(issued.number),
        total: issued.total,
        buyer_name: issued.buyerName,
        buyer_pin: issued.buyerPin,
      },
    });
    await queueEtimsSend(ctx, tx, issued.id);
    return { replacement: issued, reference: request.reference };
  });
  return toInvoice(ctx, replacement, reference);
}
