import { check, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { profiles } from './profiles.table.ts';

/**
 * The firm itself, edited by admins: one row (id 1). The environment's FIRM_* variables only
 * fill it on the first start; afterwards this row is the truth for PDFs, e-mails and /verify.
 */
export const firmSettings = pgTable(
  'firm_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    companyRegistration: text('company_registration'),
    /** The firm's registration with the Valuers Registration Board. */
    vrbFirmNumber: text('vrb_firm_number'),
    kraPin: text('kra_pin'),
    vatRegistration: text('vat_registration'),
    postalAddress: text('postal_address'),
    physicalAddress: text('physical_address').notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    /** The logo's bytes in file storage (content-addressed key), PNG or SVG checked by content. */
    logoStorageKey: text('logo_storage_key'),
    logoContentType: text('logo_content_type'),
    /** The usual forced sale value as a share of market value: report checks warn outside it. */
    fsvBandMin: numeric('fsv_band_min', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    fsvBandMax: numeric('fsv_band_max', { precision: 4, scale: 3, mode: 'number' }).notNull(),
    /** Who signs for the firm (a director or principal valuer), printed beside the valuer's signature. */
    /** Comparable sales a comparison-method valuation needs at least (fewer fails the report checks). */
    minComparables: smallint('min_comparables').notNull().default(3),
    signatoryName: text('signatory_name'),
    signatoryTitle: text('signatory_title'),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('firm_settings_single_row', sql`${t.id} = 1`),
    check('firm_settings_min_comparables', sql`${t.minComparables} between 0 and 20`),
    check(
      'firm_settings_fsv_band',
      sql`${t.fsvBandMin} > 0 and ${t.fsvBandMin} < ${t.fsvBandMax} and ${t.fsvBandMax} <= 1`,
    ),
  ],
);
