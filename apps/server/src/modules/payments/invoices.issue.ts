import { and, eq } from 'drizzle-orm';
import {
  compareToQuote,
  feeBasis,
  firmQuoteInput,
  quoteFee,
  termsForClient,
  type FeeComparison,
  type FeeQuote,
  type FeeScale,
  type PaymentTerms,
} from '@thamani/domain/fees';
import { ADVANCE_MESSAGES, formatInvoiceNumber, settleAdvance, type InvoiceKind } from '@thamani/domain/invoicing';
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
import { issueCreditNote } from './credit-notes.issue.ts';
import { hasFirmCreditNote, insertInvoice, selectInvoicesOfRequest } from './invoices.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log' | 'now' | 'settings' | 'firmId' | 'jobs' | 'etims'>;

export const INVOICE_ENTITY = 'invoice';

/**
 * The request an invoice is for, its row locked until the transaction ends: two deliveries of the
 * same event at once (a retry overtaking a slow run) take turns, so the second finds what the
 * first issued instead of racing it to the same invoice.
 */
async function requestForInvoice(tx: Db, firmId: string, requestId: string) {
  const [row] = await tx
    .select({
      purpose: vr.purpose,
      reference: vr.reference,
      clientOrganisationId: vr.clientOrganisationId,
      name: profiles.fullName,
      email: profiles.email,
    })
    .from(vr)
    .innerJoin(profiles, eq(profiles.id, vr.requesterId))
    .where(and(ofFirm(firmId), eq(vr.id, requestId)))
    .limit(1)
    .for('update', { of: vr });
  return row ?? null;
}

type InvoiceFor = NonNullable<Awaited<ReturnType<typeof requestForInvoice>>>;

/**
 * One invoice in the firm's series, in the caller's transaction: numbered, audited, and queued for
 * eTIMS. The report waits for it when the terms say so (a balance is owed before release too).
 */
async function issue(
  ctx: Ctx,
  tx: Db,
  input: {
    firmId: string;
    requestId: string;
    request: InvoiceFor;
    fee: FeeQuote;
    kind: InvoiceKind;
    terms: PaymentTerms;
    comparison: FeeComparison | null;
  },
) {
  const firm = await readFirm(tx, ctx.settings.firm);
  const invoice = await insertInvoice(tx, {
    firmId: input.firmId,
    requestId: input.requestId,
    kind: input.kind,
    terms: input.terms,
    sellerName: firm.name,
    sellerPin: firm.kraPin,
    buyerName: displayName(input.request.name, input.request.email),
    buyerPin: null,
    lines: input.fee.lines,
    subtotal: input.fee.subtotal,
    vatRateBp: input.fee.vat?.rateBp ?? null,
    vatAmount: input.fee.vat?.amount ?? null,
    total: input.fee.total,
    fee: input.fee,
    comparison: input.comparison,
    payBeforeRelease: input.terms === 'before_release' || input.kind === 'balance',
  });
  await writeAudit(tx, {
    actionType: 'invoice_issued',
    entityType: INVOICE_ENTITY,
    entityId: invoice.id,
    userId: null,
    details: { request_id: input.requestId, number: invoice.number, kind: input.kind, total: invoice.total },
  });
  await queueEtimsSend(ctx, tx, invoice.id);
  return invoice;
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
 * with the final fee's working and how it compares with the quote the client saw. Where an
 * advance was invoiced before the visit, the final fee settles against it instead: the balance is
 * invoiced, or what was invoiced over it is credited. Runs as the outbox's reaction to
 * `request.moved`; a second delivery finds what the first did and does nothing.
 */
export async function issueInvoiceOnApproval(ctx: Ctx, event: RequestMoved): Promise<void> {
  if (event.action !== 'approve') {
    return;
  }
  await inTransaction(ctx, async (tx) => {
    const request = await requestForInvoice(tx, event.firmId, event.requestId);
    const issued = await selectInvoicesOfRequest(tx, event.firmId, event.requestId);
    if (issued.some((i) => i.kind !== 'advance')) {
      return;
    }
    const [values, fees, quoted] = await Promise.all([
      approvedValuesOfRequest(tx, event.requestId),
      firmFeesOf(tx, event.firmId),
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
    const comparison = quoted ? compareToQuote(quoted, fee) : null;
    const base = { firmId: event.firmId, requestId: event.requestId, request, comparison };
    const advance = issued.find((i) => i.kind === 'advance' && i.status !== 'credited');
    if (!advance) {
      const terms = termsForClient(fees.paymentTerms, request.clientOrganisationId);
      await issue(ctx, tx, { ...base, fee, kind: 'final', terms: terms === 'before_visit' ? 'on_invoice' : terms });
      return;
    }
    const settlement = settleAdvance(fee, { fee: advance.fee, number: formatInvoiceNumber(advance.number) });
    if (settlement.kind === 'balance') {
      await issue(ctx, tx, { ...base, fee: settlement.fee, kind: 'balance', terms: advance.terms });
    } else if (settlement.kind === 'credit' && !(await hasFirmCreditNote(tx, advance.id))) {
      await issueCreditNote(ctx, tx, {
        invoiceId: advance.id,
        amount: settlement.amount,
        reason: settlement.reason,
        issuedBy: null,
      });
    }
  });
}

/**
 * When the firm is paid before the visit, the advance on the quote is invoiced as the order is
 * taken (accepted by a valuer or assigned by an admin): the fee on the value the client expects,
 * or the scale's minimum when they gave none, with the disbursements and VAT. Once only per order.
 */
export async function issueAdvanceOnAcceptance(ctx: Ctx, event: RequestMoved): Promise<void> {
  if (event.from !== 'pending' || event.to !== 'assigned') {
    return;
  }
  await inTransaction(ctx, async (tx) => {
    const request = await requestForInvoice(tx, event.firmId, event.requestId);
    const fees = await firmFeesOf(tx, event.firmId);
    if (!request || termsForClient(fees.paymentTerms, request.clientOrganisationId) !== 'before_visit') {
      return;
    }
    const issued = await selectInvoicesOfRequest(tx, event.firmId, event.requestId);
    if (issued.some((i) => i.kind === 'advance' && i.status !== 'credited')) {
      return;
    }
    const scale = scaleInForceOn(ctx.now());
    const quoted = await quoteOfRequest(tx, event.requestId);
    const fee = quoted ?? (scale ? minimumQuote(scale, fees, request.purpose) : null);
    if (!fee) {
      ctx.log.warn({ requestId: event.requestId }, 'no advance: no fee scale is in force');
      return;
    }
    await issue(ctx, tx, {
      firmId: event.firmId,
      requestId: event.requestId,
      request,
      fee,
      kind: 'advance',
      terms: 'before_visit',
      comparison: null,
    });
  });
}

/** The quote when no value was given: the scale's minimum (or the firm's fixed fee for the purpose), with a note saying so. */
function minimumQuote(scale: FeeScale, fees: Parameters<typeof firmQuoteInput>[1], purpose: string | null): FeeQuote {
  const parsedPurpose = RequestPurposeSchema.safeParse(purpose);
  const quote = quoteFee(
    firmQuoteInput(scale, fees, {
      category: 'ordinary',
      expectedValue: 0,
      ...(parsedPurpose.success ? { purpose: parsedPurpose.data } : {}),
    }),
  );
  return { ...quote, notes: [...quote.notes, ADVANCE_MESSAGES.noQuoteAdvance] };
}
