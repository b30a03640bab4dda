import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.table.ts';

/**
 * The last number each firm has sent to eTIMS: invoices and credit notes share the one series
 * (invcNo), taken when the document is queued for eTIMS, in the transaction that issues it.
 */
export const etimsCounters = pgTable('etims_counters', {
  firmId: uuid('firm_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  last: integer('last').notNull().default(0),
});
