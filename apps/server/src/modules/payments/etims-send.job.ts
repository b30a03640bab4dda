import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  buildEtimsSale,
  etimsLinesFromQuote,
  etimsSaleRefusal,
  formatInvoiceNumber,
  INVOICING_MESSAGES as M,
  type EtimsSaleInput,
} from '@thamani/domain/invoicing';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { keepEtimsDevice } from './etims-device.ts';
import { insertEtimsPending, recordEtimsAttempt, selectInvoiceEtims } from './etims-state.ts';
import type { InvoiceRow } from './invoices.queries.ts';

export const ETIMS_SEND_JOB = 'invoicing.etims-send';
export const EtimsSendPayloadSchema = z.object({ invoiceId: z.uuid() });

type Ctx = Pick<AppContext, 'db' | 'jobs' | 'etims' | 'settings' | 'log'>;

/** In the invoice's issuing transaction, when eTIMS is on: the invoice is pending and its sending queued. */
export async function queueEtimsSend(
  ctx: Pick<AppContext, 'jobs' | 'etims'>,
  tx: Db,
  invoiceId: string,
): Promise<void> {
  if (!ctx.etims) {
    return;
  }
  await insertEtimsPending(tx, invoiceId);
  await ctx.jobs.send(ETIMS_SEND_JOB, { invoiceId }, { tx });
}

/**
 * The sale eTIMS is sent for an invoice: the firm's eTIMS PIN and branch as seller, the invoice's
 * number, buyer and date, and its fee and disbursements as lines, taxed as the fee was. Issued
 * before it is paid: a credit sale.
 */
function saleInputOf(invoice: InvoiceRow, settings: EtimsSettings): EtimsSaleInput {
  return {
    seller: { pin: settings.tin, branchId: settings.branchId },
    invoiceNumber: invoice.number,
    traderInvoiceNumber: formatInvoiceNumber(invoice.number),
    buyer: { pin: invoice.buyerPin, name: invoice.buyerName },
    paymentType: 'credit',
    issuedAt: invoice.issuedAt,
    issuedBy: { id: 'thamani', name: invoice.sellerName },
    vat: { registered: invoice.fee.vat !== null, rateBp: invoice.fee.vat?.rateBp ?? 0 },
    lines: etimsLinesFromQuote(invoice.fee),
  };
}

/** Thrown to have pg-boss try again later, with back-off. */
class EtimsNotYet extends Error {}

/**
 * Sends a pending invoice to eTIMS. Signed: the signature store has marked it (and a run repeated
 * after that finds it signed and stops). Unreachable, or the device not yet initialised: counted
 * and thrown, so pg-boss tries again later. Refused: failed with eTIMS's reason, never resent.
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
  const input = saleInputOf(invoice, settings);
  const refusal = etimsSaleRefusal(input);
  let sale;
  try {
    if (refusal) {
      throw new RangeError(refusal);
    }
    sale = buildEtimsSale(input);
  } catch (error) {
    await recordEtimsAttempt(ctx.db, invoiceId, { message: M.etimsRefused((error as Error).message), failed: true });
    return;
  }
  if (!etims.initialised) {
    const init = await etims.initialise();
    if (init.kind !== 'initialised') {
      const unreachable = init.kind === 'unreachable';
      await recordEtimsAttempt(ctx.db, invoiceId, {
        message: unreachable ? M.etimsUnreachable : M.etimsNotInitialised,
      });
      throw new EtimsNotYet(
        unreachable
          ? `eTIMS unreachable (${init.reason}: ${init.detail})`
          : `eTIMS refused initialisation: ${init.resultCd} ${init.resultMsg}`,
      );
    }
    if (init.device) {
      await keepEtimsDevice(ctx.db, settings, init.device);
    }
  }
  const result = await etims.sendSale(sale);
  switch (result.kind) {
    case 'signed':
      return;
    case 'unreachable':
      await recordEtimsAttempt(ctx.db, invoiceId, { message: M.etimsUnreachable });
      throw new EtimsNotYet(`eTIMS unreachable (${result.reason}: ${result.detail})`);
    case 'not-initialised':
      await recordEtimsAttempt(ctx.db, invoiceId, { message: M.etimsNotInitialised });
      throw new EtimsNotYet('eTIMS: the device is not initialised');
    case 'refused':
      ctx.log.warn({ invoiceId, resultCd: result.resultCd, resultMsg: result.resultMsg }, 'eTIMS refused an invoice');
      await recordEtimsAttempt(ctx.db, invoiceId, {
        message: result.duplicate ? M.etimsAlreadyHeld(invoice.number) : M.etimsRefused(result.resultMsg),
        failed: true,
      });
  }
}

/** eTIMS may be down for hours: ten tries, the first after 30 s, doubling (about eight hours in all). */
export async function registerEtimsSendJob(ctx: Ctx): Promise<void> {
  await ctx.jobs.register({
    name: ETIMS_SEND_JOB,
    schema: EtimsSendPayloadSchema,
    failedMessage: 'An invoice could not be sent to eTIMS.',
    retryLimit: 10,
    retryDelaySeconds: 30,
    retryBackoff: true,
    handle: async ({ invoiceId }) => sendInvoiceToEtims(ctx, invoiceId),
  });
}
