import { and, eq } from 'drizzle-orm';
import { compareToQuote, feeBasis, firmQuoteInput, quoteFee, type FeeQuote } from '@thamani/domain/fees';
import { displayName } from '@thamani/domain/me';
import { RequestPurposeSchema } from '@thamani/domain/request-status';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { writeAudit } from '#platform/audit.ts';
import { inTransaction } from '#platform/transaction.ts';
import { firmFeesOf, quoteOfRequest, scaleInForceOn } from '../fees/index.ts';
import { readFirm } from '../firm/index.ts';
import type { RequestMoved } from '../lifecycle/index.ts';
import { approvedValuesOfRequest } from '../reports/index.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';
import { queueEtimsSend } from './etims-send.job.ts';
import { insertInvoice, selectInvoiceOfRequest } from './invoices.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings' | 'firmId' | 'jobs' | 'etims'>;

export const INVOICE_ENTITY = 'invoice';

async function requestForInvoice(tx: Db, firmId: string, requestId: string) {
  const [row] = await tx
    .select({ purpose: vr.purpose, reference: vr.reference, name: profiles.fullName, email: profiles.email })
    .from(vr)
    .innerJoin(profiles, eq(profiles.id, vr.requesterId))
    .where(and(ofFirm(firmId), eq(vr.id, requestId)))
    .limit(1);
  return row ?? null;
}

/**
 * The final fee of an approved request: on the highest value the approved report states, on the
 * scale in force on the day of approval, with the firm's settings as they stand then.
 */
function finalFee(
  ctx: Ctx,
  values: Parameters<typeof feeBasis>[0],
  purpose: string | null,
  fees: Parameters<typeof firmQuoteInput>[1],
): FeeQuote | null {
  const basis = feeBasis(values);
  const scale = scaleInForceOn(ctx.now());
  if (!basis || !scale) {
    return null;
  }
  const parsedPurpose = RequestPurposeSchema.safeParse(purpose);
  const input = firmQuoteInput(scale, fees, {
    category: 'ordinary',
    expectedValue: basis.amount,
    ...(parsedPurpose.success ? { purpose: parsedPurpose.data } : {}),
  });
  return quoteFee({ ...input, basisKind: basis.kind });
}

/**
 * On approval, the request's invoice: numbered in the firm's series in the same transaction,
 * with the final fee's working and how it compares with the quote the client saw. Runs as the
 * outbox's reaction to `request.moved`; a second delivery finds the invoice and does nothing.
 * With eTIMS on, its sending to the control unit is queued in the same transaction.
 */
export async function issueInvoiceOnApproval(ctx: Ctx, event: RequestMoved): Promise<void> {
  if (event.action !== 'approve') {
    return;
  }
  await inTransaction(ctx, async (tx) => {
    if (await selectInvoiceOfRequest(tx, event.firmId, event.requestId)) {
      return;
    }
    const [request, values, fees, firm, quoted] = await Promise.all([
      requestForInvoice(tx, event.firmId, event.requestId),
      approvedValuesOfRequest(tx, event.requestId),
      firmFeesOf(tx, event.firmId),
      readFirm(tx, ctx.settings.firm),
      quoteOfRequest(tx, event.requestId),
    ]);
    const fee = request && values ? finalFee(ctx, values, request.purpose, fees) : null;
    if (!request || !fee) {
      ctx.log.warn(
        { requestId: event.requestId },
        'no invoice: the approved report states no value to work the fee on',
      );
      return;
    }
    const invoice = await insertInvoice(tx, {
      firmId: event.firmId,
      requestId: event.requestId,
      sellerName: firm.name,
      sellerPin: firm.kraPin,
      buyerName: displayName(request.name, request.email),
      buyerPin: null,
      lines: fee.lines,
      subtotal: fee.subtotal,
      vatRateBp: fee.vat?.rateBp ?? null,
      vatAmount: fee.vat?.amount ?? null,
      total: fee.total,
      fee,
      comparison: quoted ? compareToQuote(quoted, fee) : null,
      payBeforeRelease: fees.payBeforeRelease,
    });
    await writeAudit(tx, {
      actionType: 'invoice_issued',
      entityType: INVOICE_ENTITY,
      entityId: invoice.id,
      userId: null,
      details: { request_id: event.requestId, number: invoice.number, total: invoice.total },
    });
    await queueEtimsSend(ctx, tx, invoice.id);
  });
}
