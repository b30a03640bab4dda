import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROPERTY_TYPES } from '@thamani/domain/estimate';
import { profiles } from './profiles.table.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }),
    county: text('county'),
    town: text('town'),
    address: text('address'),
    lrNumber: text('lr_number'),
    sizeSqm: numeric('size_sqm', { mode: 'number' }),
    bedrooms: integer('bedrooms'),
    /** Whole KSh (estimate or last value). */
    price: bigint('price', { mode: 'number' }),
    ownerId: uuid('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_owner_idx').on(t.ownerId),
    check('properties_type_check', sql`${t.propertyType} is null or ${t.propertyType} in (${list(PROPERTY_TYPES)})`),
  ],
);
