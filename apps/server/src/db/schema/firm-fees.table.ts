import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INDIVIDUAL_PAYMENT_TERMS, PAYMENT_TERMS, type FixedFee } from '@thamani/domain/fees';
import { organisations } from './organisations.table.ts';
import { profiles } from './profiles.table.ts';

/**
 * What a firm charges besides the Valuers' scale: VAT registration, disbursements and fixed fees
 * for a purpose (each with the admin's reason). One row per firm; no row: the defaults (not
 * registered for VAT, no disbursements, no fixed fees).
 */
export const firmFees = pgTable(
  'firm_fees',
  {
    firmId: uuid('firm_id')
      .primaryKey()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    vatRegistered: boolean('vat_registered').notNull().default(false),
    travelRatePerKm: integer('travel_rate_per_km'),
    officialSearchFee: integer('official_search_fee'),
    /** When individual clients pay, and when client organisations do (the domain's payment-terms.ts). */
    individualTerms: text('individual_terms', { enum: INDIVIDUAL_PAYMENT_TERMS }).notNull().default('on_invoice'),
    organisationTerms: text('organisation_terms', { enum: PAYMENT_TERMS }).notNull().default('on_account'),
    fixedFees: jsonb('fixed_fees')
      .$type<FixedFee[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('firm_fees_travel_rate', sql`${t.travelRatePerKm} is null or ${t.travelRatePerKm} >= 0`),
    check('firm_fees_official_search', sql`${t.officialSearchFee} is null or ${t.officialSearchFee} >= 0`),
    check('firm_fees_individual_terms', sql`${t.individualTerms} in (${sql.raw(INDIVIDUAL_PAYMENT_TERMS.map((s) => `'${s}'`).join(', '))})`),
    check(
      'firm_fees_organisation_terms',
      sql`${t.organisationTerms} in (${sql.raw(PAYMENT_TERMS.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
