import {
  receivablesOf,
  type BookOrganisations,
  type BooksInvoicesPage,
  type BooksInvoicesQuery,
  type Receivables,
} from '@thamani/domain/books';
import { nairobiToday } from '@thamani/domain/nairobi-time';
import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { balanceOf, clientOf, toBooksInvoice } from './book-invoice-view.ts';
import { selectBookInvoices, selectBookOrganisations, selectUnpaidInvoices } from './books.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** The firm's invoices, filtered; newest issued first, in keyset pages. */
export async function listBookInvoices(
  ctx: Ctx,
  identity: Identity,
  query: BooksInvoicesQuery,
): Promise<BooksInvoicesPage> {
  const { cursor, limit, ...filters } = query;
  const rows = await selectBookInvoices(ctx.db, identity.firmId, filters, decodeCursor(cursor), limit + 1);
  const page = toPage(rows, limit, (row) => ({ at: row.issuedAt, id: row.id }));
  const now = ctx.now();
  return { items: page.items.map((row) => toBooksInvoice(row, now)), nextCursor: page.nextCursor };
}

/** What each client owes, by the age of each invoice, as of the business clock's Nairobi day. */
export async function readReceivables(ctx: Ctx, identity: Identity): Promise<Receivables> {
  const now = ctx.now();
  const rows = await selectUnpaidInvoices(ctx.db, identity.firmId);
  const figures = receivablesOf(
    rows.map((row) => ({ client: clientOf(row), issuedAt: row.issuedAt, balance: balanceOf(row) })),
    now,
  );
  return { asOf: nairobiToday(now), ...figures };
}

export async function listBookOrganisations(ctx: Ctx, identity: Identity): Promise<BookOrganisations> {
  return { items: await selectBookOrganisations(ctx.db, identity.firmId) };
}
