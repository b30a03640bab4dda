import { bigint, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FeeQuote } from '@thamani/domain/fees';
import { valuationRequests } from './valuation-requests.table.ts';

/**
 * The quote a client saw when ordering, as it was shown: the value they expected and the quote
 * with its working. Written once with the request and never changed; the final fee is compared
 * against it.
 */
export const requestQuotes = pgTable('request_quotes', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => valuationRequests.id, { onDelete: 'cascade' }),
  expectedValue: bigint('expected_value', { mode: 'number' }).notNull(),
  quote: jsonb('quote').$type<FeeQuote>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
