import { AppError } from '@thamani/domain/app-error';
import {
  BOOKS_MESSAGES as M,
  monthDays,
  nairobiMonthRange,
  statementOf,
  type Statement,
  type StatementEntry,
  type StatementQuery,
} from '@thamani/domain/books';
import { formatCreditNoteNumber, formatInvoiceNumber } from '@thamani/domain/invoicing';
import { PAYMENT_METHOD_LABELS } from '@thamani/domain/payments';
import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import {
  selectClientOrganisation,
  selectOrganisationCredits,
  selectOrganisationInvoices,
  selectOrganisationPayments,
} from './books.queries.ts';

type Ctx = Pick<AppContext, 'db'>;

/** What an invoice's and a credit's lines say. */
const INVOICE_DESCRIPTION = 'Invoice';
const CREDIT_DESCRIPTION = 'Credit note';

/**
 * What moved the organisation's balance up to the month's end: each invoice it was issued, each
 * payment received and each credit note, on its own date.
 */
async function entriesOf(ctx: Ctx, firmId: string, organisationId: string, end: Date): Promise<StatementEntry[]> {
  const [invoiceRows, paymentRows, creditRows] = await Promise.all([
    selectOrganisationInvoices(ctx.db, firmId, organisationId, end),
    selectOrganisationPayments(ctx.db, firmId, organisationId, end),
    selectOrganisationCredits(ctx.db, firmId, organisationId, end),
  ]);
  const invoiceEntries = invoiceRows.map((row): StatementEntry => ({
    kind: 'invoice',
    at: row.issuedAt,
    amount: row.total,
    invoiceNumber: formatInvoiceNumber(row.number),
    requestReference: row.requestReference,
    description: INVOICE_DESCRIPTION,
    reference: null,
  }));
  const paymentEntries = paymentRows.flatMap((row): StatementEntry[] =>
    row.settledAt
      ? [
          {
            kind: 'payment',
            at: row.settledAt,
            amount: row.amount,
            invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
            requestReference: row.requestReference,
            description: PAYMENT_METHOD_LABELS[row.method],
            reference: row.reference,
          },
        ]
      : [],
  );
  const creditEntries = creditRows.map((row): StatementEntry => ({
    kind: 'credit',
    at: row.issuedAt,
    amount: row.total,
    invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
    requestReference: row.requestReference,
    description: CREDIT_DESCRIPTION,
    reference: formatCreditNoteNumber(row.number),
  }));
  return [...invoiceEntries, ...paymentEntries, ...creditEntries];
}

/** A client organisation's statement for a month on the Nairobi calendar (404 for an unknown organisation, or a firm). */
export async function readStatement(ctx: Ctx, identity: Identity, query: StatementQuery): Promise<Statement> {
  const organisation = await selectClientOrganisation(ctx.db, query.organisationId);
  if (!organisation) {
    throw new AppError('NOT_FOUND', M.organisationNotFound);
  }
  const { end } = nairobiMonthRange(query.month);
  const figures = statementOf(await entriesOf(ctx, identity.firmId, organisation.id, end), query.month);
  const { first, last } = monthDays(query.month);
  return {
    organisation,
    month: query.month,
    from: first,
    to: last,
    openingBalance: figures.openingBalance,
    lines: figures.lines.map((line) => ({
      at: line.at.toISOString(),
      kind: line.kind,
      invoiceNumber: line.invoiceNumber,
      requestReference: line.requestReference,
      description: line.description,
      reference: line.reference,
      debit: line.debit,
      credit: line.credit,
      balance: line.balance,
    })),
    totals: figures.totals,
    closingBalance: figures.closingBalance,
  };
}
