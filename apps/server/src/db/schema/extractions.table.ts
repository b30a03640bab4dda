import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.table.ts';
import { profiles } from './profiles.table.ts';

/**
 * One run of the krooki extractor over one document: the background job fills `pages` and
 * `fields` (the proposals, each with its confidence, page and box); the person then confirms
 * corrected values into `confirmed_fields`. The shapes of the jsonb columns are the domain's
 * (packages/domain/src/extractions/contract.ts).
 */
export const extractions = pgTable(
  'extractions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Restrict: a document with an extraction is never deleted out from under it. */
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'restrict' }),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** queued | running | completed | failed */
    status: text('status').notNull().default('queued'),
    /** How the text was read: the PDF's text layer, OCR, or both (some pages each). */
    method: text('method'),
    /** The background job that reads the document (its progress is the job's). */
    jobId: text('job_id'),
    pageCount: integer('page_count'),
    pagesDone: integer('pages_done').notNull().default(0),
    /** Per page: size of the rendered page image and how its text was read. */
    pages: jsonb('pages').notNull().default([]),
    /** The proposals. */
    fields: jsonb('fields').notNull().default([]),
    /** What the person confirmed (after corrections); null until confirmed. */
    confirmedFields: jsonb('confirmed_fields'),
    confirmedBy: uuid('confirmed_by').references(() => profiles.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    /** A sentence for people when the document could not be read. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('extractions_document_idx').on(t.documentId, t.createdAt),
    index('extractions_requested_by_idx').on(t.requestedBy, t.createdAt),
  ],
);
