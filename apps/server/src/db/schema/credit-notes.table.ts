import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.table.ts';
import { organisations } from './organisations.table.ts';
import { profiles } from './profiles.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The last credit note number each firm has issued: the next is taken with the credit note, in its transaction, so the series has no gaps. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
});

/**
 * A credit note: part or all of an issued invoice's total credited, VAT included, with the reason.
 * Never changed or removed once issued (a trigger refuses it, migration 0021), only its link to
 * a person removed from the system.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    subtotal: integer('subtotal').notNull(),
    vatRateBp: integer('vat_rate_bp'),
    vatAmount: integer('vat_amount'),
    total: integer('total').notNull(),
    reason: text('reason').notNull(),
    /** The admin who issued it; null when the firm's own rules did (an advance over the final fee). */
    issuedBy: uuid('issued_by').references(() => profiles.id, { onDelete: 'set null' }),
    issuedAt: ts('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_firm_number_key').on(t.firmId, t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId, t.number),
    check(
      'credit_notes_amounts',
      sql`${t.subtotal} >= 0 and ${t.total} >= 1 and ${t.total} = ${t.subtotal} + coalesce(${t.vatAmount}, 0)`,
    ),
  ],
);
