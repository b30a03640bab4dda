import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PROPERTY_TYPES, type PropertyType } from '@thamani/domain/estimate';
import type { InspectionTemplate } from '@thamani/domain/inspections';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Published inspection templates, one row per (property type, version), seeded from the domain's
 * INSPECTION_TEMPLATES at start-up. A published version is never changed: inspections stamp a copy.
 */
export const inspectionTemplates = pgTable(
  'inspection_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    version: integer('version').notNull(),
    /** The whole template (sections and items) as published. */
    template: jsonb('template').$type<InspectionTemplate>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('inspection_templates_type_version_key').on(t.propertyType, t.version),
    check('inspection_templates_type_check', sql`${t.propertyType} in (${list(PROPERTY_TYPES)})`),
    check('inspection_templates_version_check', sql`${t.version} >= 1`),
  ],
);
