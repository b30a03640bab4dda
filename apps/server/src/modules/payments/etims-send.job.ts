import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  buildEtimsSale,
  etimsLinesFromQuote,
  etimsSaleRefusal,
  formatInvoiceNumber,
  type EtimsSaleInput,
} from '@thamani/domain/invoicing';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { sendCreditNoteToEtims } from './credit-note-etims-send.ts';
import { insertCreditNoteEtimsPending } from './credit-note-etims-state.ts';
import { takeEtimsNumber } from './etims-series.ts';
import { insertEtimsPending, recordEtimsAttempt, selectInvoiceEtims } from './etims-state.ts';
import { transmitToEtims } from './etims-transmit.ts';
import type { InvoiceRow } from './invoices.queries.ts';

export const ETIMS_SEND_JOB = 'invoicing.etims-send';
/** An invoice's sale, or a credit note's refund receipt. */
export const EtimsSendPayloadSchema = z.union([
  z.object({ invoiceId: z.uuid() }),
  z.object({ creditNoteId: z.uuid() }),
]);

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'etims' | 'settings' | 'log'>;

/**
 * In the invoice's issuing transaction, when eTIMS is on: the invoice takes the next number in the
 * firm's eTIMS series, is pending and its sending queued.
 */
export async function queueEtimsSend(
  ctx: Pick<AppContext, 'jobs' | 'etims'>,
  tx: Db,
  invoiceId: string,
): Promise<void> {
  if (!ctx.etims) {
    return;
  }
  const [invoice] = await tx.select({ firmId: invoices.firmId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) {
    return;
  }
  await insertEtimsPending(tx, invoiceId, await takeEtimsNumber(tx, invoice.firmId));
  await ctx.jobs.send(ETIMS_SEND_JOB, { invoiceId }, { tx });
}

/**
 * In the credit note's issuing transaction, when eTIMS is on and its invoice went to eTIMS: the
 * credit note takes the next number in the firm's eTIMS series, is pending and its sending
 * queued. An invoice issued while eTIMS was off has no eTIMS number to name: its credit notes are
 * not sent either.
 */
export async function queueCreditNoteEtimsSend(
  ctx: Pick<AppContext, 'jobs' | 'etims'>,
  tx: Db,
  creditNote: { id: string; firmId: string; invoiceId: string },
): Promise<void> {
  if (!ctx.etims || !(await selectInvoiceEtims(tx, creditNote.invoiceId))) {
    return;
  }
  await insertCreditNoteEtimsPending(tx, creditNote.id, await takeEtimsNumber(tx, creditNote.firmId));
  await ctx.jobs.send(ETIMS_SEND_JOB, { creditNoteId: creditNote.id }, { tx });
}

/**
 * The sale eTIMS is sent for an invoice: the firm's eTIMS PIN and branch as seller, its number in
 * the firm's eTIMS series, the invoice's printed number, buyer and date, and its fee and
 * disbursements as lines, taxed as the fee was. Issued before it is paid: a credit sale.
 */
function saleInputOf(invoice: InvoiceRow, settings: EtimsSettings, etimsNumber: number): EtimsSaleInput {
  return {
    seller: { pin: settings.tin, branchId: settings.branchId },
    invoiceNumber: etimsNumber,
    traderInvoiceNumber: formatInvoiceNumber(invoice.number),
    buyer: { pin: invoice.buyerPin, name: invoice.buyerName },
    paymentType: 'credit',
    issuedAt: invoice.issuedAt,
    issuedBy: { id: 'thamani', name: invoice.sellerName },
    vat: { registered: invoice.fee.vat !== null, rateBp: invoice.fee.vat?.rateBp ?? 0 },
    lines: etimsLinesFromQuote(invoice.fee),
  };
}

/**
 * Sends a pending invoice to eTIMS (transmitToEtims). A run repeated after it was signed, or after
 * it failed for good, finds it so and stops.
 */
export async function sendInvoiceToEtims(ctx: Ctx, invoiceId: string): Promise<void> {
  const { etims } = ctx;
  const settings = ctx.settings.etims;
  const state = await selectInvoiceEtims(ctx.db, invoiceId);
  if (!etims || !settings || state?.state !== 'pending') {
    return;
  }
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
  if (!invoice) {
    return;
  }
  await transmitToEtims(ctx, etims, settings, {
    build: () => {
      const input = saleInputOf(invoice, settings, state.etimsNumber);
      const refusal = etimsSaleRefusal(input);
      if (refusal) {
        throw new RangeError(refusal);
      }
      return buildEtimsSale(input);
    },
    record: (outcome) => recordEtimsAttempt(ctx.db, invoiceId, outcome),
    etimsNumber: state.etimsNumber,
    log: { invoiceId },
  });
}

/** eTIMS may be down for hours: ten tries, the first after 30 s, doubling (about eight hours in all). */
export async function registerEtimsSendJob(ctx: Ctx): Promise<void> {
  await ctx.jobs.register({
    name: ETIMS_SEND_JOB,
    schema: EtimsSendPayloadSchema,
    failedMessage: 'An invoice or a credit note could not be sent to eTIMS.',
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handle: async (payload) =>
      'invoiceId' in payload
        ? sendInvoiceToEtims(ctx, payload.invoiceId)
        : sendCreditNoteToEtims(ctx, payload.creditNoteId),
  });
}
