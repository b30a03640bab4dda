import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.table.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const ETIMS_SEND_STATES = ['pending', 'signed', 'failed'] as const;

/**
 * An invoice's passage through KRA's eTIMS, kept apart from the invoice (which never changes):
 * pending until the control unit signs it (or refuses it), then the receipt it gave. A signed row
 * never changes (a trigger refuses it, migration 0019).
 */
export const invoiceEtims = pgTable(
  'invoice_etims',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** Its number in the firm's eTIMS series, which invoices and credit notes share (invcNo). */
    etimsNumber: integer('etims_number').notNull(),
    state: text('state', { enum: ETIMS_SEND_STATES }).notNull().default('pending'),
    /** SHA-256 of the OSCU sale body sent: the same sale sent again has the same one. */
    bodyHash: text('body_hash'),
    receiptNumber: integer('receipt_number'),
    totalReceiptNumber: integer('total_receipt_number'),
    internalData: text('internal_data'),
    signature: text('signature'),
    /** The control unit's serial (sdcId). */
    controlUnitSerial: text('control_unit_serial'),
    mrcNo: text('mrc_no'),
    signedAt: ts('signed_at'),
    attempts: integer('attempts').notNull().default(0),
    /** What the firm reads about the last attempt that did not sign it. */
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'invoice_etims_state_check',
      sql`${t.state} in (${sql.raw(ETIMS_SEND_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'invoice_etims_signed_receipt',
      sql`${t.state} <> 'signed' or (${t.signature} is not null and ${t.receiptNumber} is not null and ${t.controlUnitSerial} is not null and ${t.signedAt} is not null)`,
    ),
  ],
);
