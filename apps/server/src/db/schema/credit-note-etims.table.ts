import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditNotes } from './credit-notes.table.ts';
import { ETIMS_SEND_STATES } from './invoice-etims.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A credit note's passage through KRA's eTIMS, as invoice_etims is an invoice's: pending until the
 * control unit signs it (as a refund receipt naming the invoice) or refuses it. A signed row never
 * changes (a trigger refuses it, migration 0021).
 */
export const creditNoteEtims = pgTable(
  'credit_note_etims',
  {
    creditNoteId: uuid('credit_note_id')
      .primaryKey()
      .references(() => creditNotes.id, { onDelete: 'restrict' }),
    /** Its number in the firm's eTIMS series, which invoices and credit notes share (invcNo). */
    etimsNumber: integer('etims_number').notNull(),
    state: text('state', { enum: ETIMS_SEND_STATES }).notNull().default('pending'),
    /** SHA-256 of the OSCU body sent: the same credit note sent again has the same one. */
    bodyHash: text('body_hash'),
    receiptNumber: integer('receipt_number'),
    totalReceiptNumber: integer('total_receipt_number'),
    internalData: text('internal_data'),
    signature: text('signature'),
    controlUnitSerial: text('control_unit_serial'),
    mrcNo: text('mrc_no'),
    signedAt: ts('signed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'credit_note_etims_state_check',
      sql`${t.state} in (${sql.raw(ETIMS_SEND_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'credit_note_etims_signed_receipt',
      sql`${t.state} <> 'signed' or (${t.signature} is not null and ${t.receiptNumber} is not null and ${t.controlUnitSerial} is not null and ${t.signedAt} is not null)`,
    ),
  ],
);
