import { nairobiMonthRange } from './book-month.ts';

/**
 * What moves a client's balance: an invoice adds what it charges; a payment received, or a credit
 * note cancelling what was still owed, takes it off.
 */
export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'credit'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export interface StatementEntry {
  kind: StatementEntryKind;
  at: Date;
  /** Whole shillings, never negative: the kind says which way it moves the balance. */
  amount: number;
  invoiceNumber: string;
  requestReference: string;
  /** What the line says: "Valuation fee", "M-Pesa", "Bank transfer"… */
  description: string;
  /** The M-Pesa receipt or the bank's reference, for a payment. */
  reference: string | null;
}

export interface StatementLine extends StatementEntry {
  /** What the line adds to the balance (an invoice) or takes off it (a payment or a credit). */
  debit: number;
  credit: number;
  /** The balance once the line is counted. */
  balance: number;
}

export interface StatementFigures {
  month: string;
  openingBalance: number;
  lines: StatementLine[];
  totals: { invoiced: number; paid: number; credited: number };
  closingBalance: number;
}

const KIND_ORDER: Record<StatementEntryKind, number> = { invoice: 0, payment: 1, credit: 2 };

const signed = (entry: Pick<StatementEntry, 'kind' | 'amount'>) =>
  entry.kind === 'invoice' ? entry.amount : -entry.amount;

/**
 * A client's statement for a month on the Nairobi calendar: the opening balance is everything
 * before the month's first day; the month's entries follow in date order (at the same instant an
 * invoice comes before the payment towards it), each with the balance after it; the closing
 * balance is the opening balance plus what was invoiced less what was paid and credited. Entries
 * after the month are left out.
 */
export function statementOf(entries: readonly StatementEntry[], month: string): StatementFigures {
  const { start, end } = nairobiMonthRange(month);
  let openingBalance = 0;
  const within: StatementEntry[] = [];
  for (const entry of entries) {
    if (entry.at < start) {
      openingBalance += signed(entry);
    } else if (entry.at < end) {
      within.push(entry);
    }
  }
  within.sort((a, b) => a.at.getTime() - b.at.getTime() || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const totals = { invoiced: 0, paid: 0, credited: 0 };
  let balance = openingBalance;
  const lines = within.map((entry): StatementLine => {
    balance += signed(entry);
    if (entry.kind === 'invoice') {
      totals.invoiced += entry.amount;
    } else if (entry.kind === 'payment') {
      totals.paid += entry.amount;
    } else {
      totals.credited += entry.amount;
    }
    return {
      ...entry,
      debit: entry.kind === 'invoice' ? entry.amount : 0,
      credit: entry.kind === 'invoice' ? 0 : entry.amount,
      balance,
    };
  });
  return {
    month,
    openingBalance,
    lines,
    totals,
    closingBalance: openingBalance + totals.invoiced - totals.paid - totals.credited,
  };
}
