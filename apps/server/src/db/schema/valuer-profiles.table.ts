import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.table.ts';
import { profiles } from './profiles.table.ts';

/** A valuer's own details printed on the reports they sign: VRB registration number and signature image. */
export const valuerProfiles = pgTable('valuer_profiles', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  vrbNumber: text('vrb_number'),
  /** The practising certificate: the year it is for, and the day it expires (Nairobi date, inclusive). */
  certificateYear: integer('certificate_year'),
  certificateExpiresOn: date('certificate_expires_on', { mode: 'string' }),
  /** A documents row of kind 'signature' (PNG). */
  signatureDocumentId: uuid('signature_document_id').references(() => documents.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
