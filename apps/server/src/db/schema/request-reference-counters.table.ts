import { integer, pgTable } from 'drizzle-orm/pg-core';

/** The last request reference serial given in each Nairobi calendar year (migration 0015's trigger). */
export const requestReferenceCounters = pgTable('request_reference_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
