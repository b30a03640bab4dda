import { and, asc, desc, eq, exists, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { auditDateRange } from '@thamani/domain/audit-log';
import type { BooksInvoicesFilters, PaymentsCsvQuery } from '@thamani/domain/books';
import type { Db } from '#db/client.ts';
import { auditLogs } from '#db/schema/audit-logs.table.ts';
import { creditNotes } from '#db/schema/credit-notes.table.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import { organisations } from '#db/schema/organisations.table.ts';
import { payments } from '#db/schema/payments.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import type { Cursor } from '#platform/cursor.ts';
import { ofFirm, valuationRequests as vr } from '../requests/index.ts';

/** The audit entry of each reminder sent, on the invoice it was about. */
export const REMINDER_ACTION = 'invoice_reminder_sent';
export const INVOICE_ENTITY = 'invoice';

/** What has been paid towards the invoice: its settled payments, whole shillings. */
const paidOfInvoice = sql<number>`(select coalesce(sum(p.amount), 0) from payments p where p.invoice_id = ${invoices.id} and p.status = 'paid')::int`;

/** What credit notes have taken off the invoice, whole shillings. */
const creditedOfInvoice = sql<number>`(select coalesce(sum(c.total), 0) from credit_notes c where c.invoice_id = ${invoices.id})::int`;

/** The reminders sent about the invoice (audit_logs_entity_idx). */
const remindersOf = (what: SQL) =>
  sql`(select ${what} from audit_logs a where a.entity_type = ${INVOICE_ENTITY} and a.entity_id = ${invoices.id}::text and a.action_type = ${REMINDER_ACTION})`;

/**
 * The firm's invoices with their request, who ordered (the client organisation, or the person),
 * what is paid and the reminders sent. Scoped twice: the invoice's firm and its request's
 * (ofFirm), so a request moved to another firm takes its invoice out of these books.
 */
function invoiceRows(db: Db) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      terms: invoices.terms,
      issuedAt: invoices.issuedAt,
      paidAt: invoices.paidAt,
      buyerName: invoices.buyerName,
      buyerPin: invoices.buyerPin,
      subtotal: invoices.subtotal,
      vatAmount: invoices.vatAmount,
      total: invoices.total,
      paid: paidOfInvoice,
      credited: creditedOfInvoice,
      requestId: vr.id,
      requestReference: vr.reference,
      organisationId: organisations.id,
      organisationName: organisations.name,
      requesterId: profiles.id,
      requesterName: profiles.fullName,
      requesterEmail: profiles.email,
      reminders: sql<number>`${remindersOf(sql`count(*)`)}::int`,
      lastRemindedAt: sql<Date | string | null>`${remindersOf(sql`max(a.created_at)`)}`,
    })
    .from(invoices)
    .innerJoin(vr, eq(vr.id, invoices.requestId))
    .innerJoin(profiles, eq(profiles.id, vr.requesterId))
    .leftJoin(organisations, eq(organisations.id, vr.clientOrganisationId));
}
export type BookInvoiceRow = Awaited<ReturnType<ReturnType<typeof invoiceRows>['where']>>[number];

const ofTheseBooks = (firmId: string) => and(eq(invoices.firmId, firmId), ofFirm(firmId));

function invoiceFiltersWhere(firmId: string, f: BooksInvoicesFilters): SQL | undefined {
  const issued = auditDateRange({ from: f.issuedFrom, to: f.issuedTo });
  return and(
    ofTheseBooks(firmId),
    f.status ? eq(invoices.status, f.status) : undefined,
    f.organisationId ? eq(vr.clientOrganisationId, f.organisationId) : undefined,
    issued.start ? gte(invoices.issuedAt, issued.start) : undefined,
    issued.end ? lt(invoices.issuedAt, issued.end) : undefined,
  );
}

/** One page (or one export batch) of the filtered invoices, newest issued first (keyset on issued_at, id). */
export function selectBookInvoices(
  db: Db,
  firmId: string,
  f: BooksInvoicesFilters,
  after: Cursor | null,
  limit: number,
) {
  return invoiceRows(db)
    .where(
      and(
        invoiceFiltersWhere(firmId, f),
        after
          ? sql`(${invoices.issuedAt}, ${invoices.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
}

/** Every invoice still awaiting payment (issued; some may be part paid), oldest first. */
export function selectUnpaidInvoices(db: Db, firmId: string) {
  return invoiceRows(db)
    .where(and(ofTheseBooks(firmId), eq(invoices.status, 'issued')))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}

/** One invoice of the firm's books, locked for the caller's transaction when asked. */
export async function selectBookInvoice(db: Db, firmId: string, invoiceId: string, { forUpdate = false } = {}) {
  const query = invoiceRows(db)
    .where(and(ofTheseBooks(firmId), eq(invoices.id, invoiceId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: invoices }) : await query;
  return row ?? null;
}

/** The days (since issue) of the reminders already sent about an invoice. */
export async function selectReminderDays(db: Db, invoiceId: string): Promise<number[]> {
  const rows = await db
    .select({ day: sql<number | null>`(${auditLogs.details}->>'day')::int` })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entityType, INVOICE_ENTITY),
        eq(auditLogs.entityId, invoiceId),
        eq(auditLogs.actionType, REMINDER_ACTION),
      ),
    );
  return rows.flatMap((row) => (row.day === null ? [] : [Number(row.day)]));
}

/** A client organisation (any kind but a firm), or null. */
export async function selectClientOrganisation(db: Db, id: string) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, id), ne(organisations.kind, 'firm')))
    .limit(1);
  return row ?? null;
}

/** The client organisations that ordered at least one of the firm's requests, by name. */
export function selectBookOrganisations(db: Db, firmId: string) {
  return db
    .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
    .from(organisations)
    .where(
      and(
        ne(organisations.kind, 'firm'),
        exists(
          db
            .select({ one: sql`1` })
            .from(vr)
            .where(and(ofFirm(firmId), eq(vr.clientOrganisationId, organisations.id))),
        ),
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.id));
}

/** A client organisation's invoices issued before `end`. */
export function selectOrganisationInvoices(db: Db, firmId: string, organisationId: string, end: Date) {
  return db
    .select({
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      total: invoices.total,
      requestReference: vr.reference,
    })
    .from(invoices)
    .innerJoin(vr, eq(vr.id, invoices.requestId))
    .where(and(ofTheseBooks(firmId), eq(vr.clientOrganisationId, organisationId), lt(invoices.issuedAt, end)));
}

/** A client organisation's payments received before `end`. */
export function selectOrganisationPayments(db: Db, firmId: string, organisationId: string, end: Date) {
  return db
    .select({
      amount: payments.amount,
      method: payments.method,
      reference: payments.reference,
      settledAt: payments.settledAt,
      invoiceNumber: invoices.number,
      requestReference: vr.reference,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(vr, eq(vr.id, invoices.requestId))
    .where(
      and(
        ofTheseBooks(firmId),
        eq(vr.clientOrganisationId, organisationId),
        eq(payments.status, 'paid'),
        isNotNull(payments.settledAt),
        lt(payments.settledAt, end),
      ),
    );
}

/** The credit notes issued before `end` on a client organisation's invoices. */
export function selectOrganisationCredits(db: Db, firmId: string, organisationId: string, end: Date) {
  return db
    .select({
      number: creditNotes.number,
      total: creditNotes.total,
      issuedAt: creditNotes.issuedAt,
      invoiceNumber: invoices.number,
      requestReference: vr.reference,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(vr, eq(vr.id, invoices.requestId))
    .where(and(ofTheseBooks(firmId), eq(vr.clientOrganisationId, organisationId), lt(creditNotes.issuedAt, end)));
}

/** Payments received on the filter's Nairobi days, oldest first (keyset on settled_at, id). */
export function selectReceivedPayments(
  db: Db,
  firmId: string,
  f: PaymentsCsvQuery,
  after: Cursor | null,
  limit: number,
) {
  const { start, end } = auditDateRange({ from: f.from, to: f.to });
  return db
    .select({
      id: payments.id,
      settledAt: payments.settledAt,
      amount: payments.amount,
      method: payments.method,
      reference: payments.reference,
      invoiceNumber: invoices.number,
      requestReference: vr.reference,
      organisationName: organisations.name,
      requesterName: profiles.fullName,
      requesterEmail: profiles.email,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(vr, eq(vr.id, invoices.requestId))
    .innerJoin(profiles, eq(profiles.id, vr.requesterId))
    .leftJoin(organisations, eq(organisations.id, vr.clientOrganisationId))
    .where(
      and(
        ofTheseBooks(firmId),
        eq(payments.status, 'paid'),
        isNotNull(payments.settledAt),
        start ? gte(payments.settledAt, start) : undefined,
        end ? lt(payments.settledAt, end) : undefined,
        after
          ? sql`(${payments.settledAt}, ${payments.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(payments.settledAt), asc(payments.id))
    .limit(limit);
}
export type ReceivedPaymentRow = Awaited<ReturnType<typeof selectReceivedPayments>>[number];
