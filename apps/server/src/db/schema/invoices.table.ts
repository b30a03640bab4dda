import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_TERMS, type FeeComparison, type FeeLine, type FeeQuote } from '@thamani/domain/fees';
import { INVOICE_KINDS, INVOICE_STATUSES } from '@thamani/domain/invoicing';
import { organisations } from './organisations.table.ts';
import { valuationRequests } from './valuation-requests.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The last invoice number each firm has issued: the next is taken with the invoice, in its transaction, so the series has no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
});

/**
 * An invoice for a request's fee: the final fee when its report is approved, or an advance on the
 * quote with the order and the balance on approval when the client pays before the visit. Its
 * amounts never change (a trigger refuses it): only its status moves, issued → paid or credited.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => valuationRequests.id, { onDelete: 'restrict' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('issued'),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull().default('final'),
    /** The payment terms the firm set for this kind of client when the invoice was issued. */
    terms: text('terms', { enum: PAYMENT_TERMS }).notNull().default('on_invoice'),
    sellerName: text('seller_name').notNull(),
    sellerPin: text('seller_pin'),
    buyerName: text('buyer_name').notNull(),
    buyerPin: text('buyer_pin'),
    lines: jsonb('lines').$type<FeeLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    vatRateBp: integer('vat_rate_bp'),
    vatAmount: integer('vat_amount'),
    total: integer('total').notNull(),
    /** The final fee with its working, and how it compares with the quote the client saw. */
    fee: jsonb('fee').$type<FeeQuote>().notNull(),
    comparison: jsonb('comparison').$type<FeeComparison>(),
    payBeforeRelease: boolean('pay_before_release').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    uniqueIndex('invoices_firm_number_key').on(t.firmId, t.number),
    // One live invoice of each kind per request; a credited one may be replaced.
    uniqueIndex('invoices_request_kind_live_key')
      .on(t.requestId, t.kind)
      .where(sql`${t.status} <> 'credited'`),
    index('invoices_request_idx').on(t.requestId, t.issuedAt),
    index('invoices_firm_status_idx').on(t.firmId, t.status, t.issuedAt),
    check('invoices_kind_check', sql`${t.kind} in (${sql.raw(INVOICE_KINDS.map((s) => `'${s}'`).join(', '))})`),
    check('invoices_status_check', sql`${t.status} in (${sql.raw(INVOICE_STATUSES.map((s) => `'${s}'`).join(', '))})`),
    check('invoices_amounts', sql`${t.subtotal} >= 0 and ${t.total} >= ${t.subtotal}`),
  ],
);
