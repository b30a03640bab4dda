import { formatCreditNoteNumber, formatInvoiceNumber, type CreditNote } from '@thamani/domain/invoicing';
import type { AppContext } from '#context.ts';
import type { CreditNoteEtimsRow } from './credit-note-etims-state.ts';
import type { CreditNoteRow } from './credit-notes.queries.ts';
import { toInvoiceEtims } from './etims-state.ts';

/** A credit note as its reader sees it, with where it stands with eTIMS (`off` when it was never sent). */
export function toCreditNote(
  row: CreditNoteRow,
  invoiceNumber: number,
  etims: CreditNoteEtimsRow | null,
  settings: Pick<AppContext['settings'], 'etims' | 'publicUrl'>,
): CreditNote {
  return {
    id: row.id,
    number: formatCreditNoteNumber(row.number),
    invoiceId: row.invoiceId,
    invoiceNumber: formatInvoiceNumber(invoiceNumber),
    issuedAt: row.issuedAt.toISOString(),
    reason: row.reason,
    subtotal: row.subtotal,
    vat: row.vatRateBp !== null && row.vatAmount !== null ? { rateBp: row.vatRateBp, amount: row.vatAmount } : null,
    total: row.total,
    etims: toInvoiceEtims(etims, settings),
  };
}
