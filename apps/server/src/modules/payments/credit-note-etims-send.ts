import { eq } from 'drizzle-orm';
import {
  buildEtimsCreditNote,
  CREDIT_NOTE_MESSAGES as CN,
  etimsCreditNoteRefusal,
  etimsLinesFromQuote,
  formatCreditNoteNumber,
  type EtimsCreditNoteInput,
} from '@thamani/domain/invoicing';
import type { AppContext } from '#context.ts';
import { creditNotes } from '#db/schema/credit-notes.table.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { recordCreditNoteEtimsAttempt, selectCreditNoteEtims } from './credit-note-etims-state.ts';
import type { CreditNoteRow } from './credit-notes.queries.ts';
import { selectInvoiceEtims } from './etims-state.ts';
import { EtimsNotYet, transmitToEtims } from './etims-transmit.ts';
import type { InvoiceRow } from './invoices.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'etims' | 'settings' | 'log'>;

/**
 * The refund receipt eTIMS is sent for a credit note: its number in the firm's eTIMS series, the
 * printed CN-000001, the eTIMS number of the invoice it corrects, the invoice's buyer, and its own
 * subtotal and VAT (the invoice's lines when it credits the whole subtotal at once).
 */
function creditNoteInputOf(
  note: CreditNoteRow,
  invoice: InvoiceRow,
  settings: EtimsSettings,
  numbers: { etims: number; original: number },
): EtimsCreditNoteInput {
  return {
    seller: { pin: settings.tin, branchId: settings.branchId },
    invoiceNumber: numbers.etims,
    traderInvoiceNumber: formatCreditNoteNumber(note.number),
    originalInvoiceNumber: numbers.original,
    buyer: { pin: invoice.buyerPin, name: invoice.buyerName },
    paymentType: 'credit',
    issuedAt: note.issuedAt,
    issuedBy: { id: 'thamani', name: invoice.sellerName },
    vat: { registered: invoice.fee.vat !== null, rateBp: invoice.fee.vat?.rateBp ?? 0 },
    invoiceLines: etimsLinesFromQuote(invoice.fee),
    credit: { subtotal: note.subtotal, vatAmount: note.vatAmount ?? 0 },
  };
}

/**
 * Sends a pending credit note to eTIMS as a refund receipt naming its invoice's eTIMS number. It
 * waits for the invoice: while eTIMS has not signed the invoice it is counted and thrown, so
 * pg-boss tries again later; an invoice eTIMS refused (or never had) fails it with that reason.
 */
export async function sendCreditNoteToEtims(ctx: Ctx, creditNoteId: string): Promise<void> {
  const { etims } = ctx;
  const settings = ctx.settings.etims;
  const state = await selectCreditNoteEtims(ctx.db, creditNoteId);
  if (!etims || !settings || state?.state !== 'pending') {
    return;
  }
  const [row] = await ctx.db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.id, creditNoteId))
    .limit(1);
  if (!row) {
    return;
  }
  const record = (outcome: { message: string; failed?: boolean }) =>
    recordCreditNoteEtimsAttempt(ctx.db, creditNoteId, outcome);
  const original = await selectInvoiceEtims(ctx.db, row.invoice.id);
  if (!original || original.state === 'failed') {
    await record({ message: original ? CN.etimsInvoiceNotSigned : CN.etimsInvoiceOff, failed: true });
    return;
  }
  if (original.state !== 'signed') {
    await record({ message: CN.etimsWaitsForInvoice });
    throw new EtimsNotYet(`eTIMS: credit note ${creditNoteId} waits for its invoice to be signed`);
  }
  await transmitToEtims(ctx, etims, settings, {
    build: () => {
      const input = creditNoteInputOf(row.note, row.invoice, settings, {
        etims: state.etimsNumber,
        original: original.etimsNumber,
      });
      const refusal = etimsCreditNoteRefusal(input);
      if (refusal) {
        throw new RangeError(refusal);
      }
      return buildEtimsCreditNote(input);
    },
    record,
    etimsNumber: state.etimsNumber,
    log: { creditNoteId },
  });
}
