import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@thamani/domain/payments';
import { invoices } from './invoices.table.ts';
import { profiles } from './profiles.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Money towards an invoice: an M-Pesa push (pending until its callback or a status query settles
 * it) or a bank payment an admin recorded. Settled rows never change (a trigger refuses it,
 * migration 0018).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    /** The payer's number as Daraja writes it (2547…), for M-Pesa. */
    phone: text('phone'),
    /** M-Pesa's receipt number once paid, or the bank's reference. */
    reference: text('reference'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** Who asked for the push, or the admin who recorded the payment. */
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_checkout_request_key').on(t.checkoutRequestId),
    // One prompt at a time on an invoice: two pushes at once make one payment.
    uniqueIndex('payments_one_pending_key')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'pending'`),
    index('payments_invoice_idx').on(t.invoiceId, t.createdAt),
    check('payments_amount', sql`${t.amount} > 0`),
    check('payments_method_check', sql`${t.method} in (${sql.raw(PAYMENT_METHODS.map((s) => `'${s}'`).join(', '))})`),
    check('payments_status_check', sql`${t.status} in (${sql.raw(PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '))})`),
  ],
);
