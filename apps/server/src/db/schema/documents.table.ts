import { doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { RequestDocumentCategory, UploadKindName } from '@thamani/domain/documents';
import { inspections } from './inspections.table.ts';
import { profiles } from './profiles.table.ts';
import { valuationRequests } from './valuation-requests.table.ts';

/**
 * One row per uploaded file, whatever it belongs to (a request today; inspections and reports
 * add their own owner column). The bytes live in file storage under `storage_key`, the SHA-256
 * of what is served; several rows may share one key (same bytes uploaded twice).
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Restrict: a request with files is never deleted out from under them (no orphan files). */
    requestId: uuid('request_id').references(() => valuationRequests.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<UploadKindName>().notNull(),
    category: text('category').$type<RequestDocumentCategory>(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes of the served file. */
    size: integer('size').notNull(),
    /** SHA-256 (hex) of the file as uploaded. */
    sha256: text('sha256').notNull(),
    /** SHA-256 of the served file (= the original's unless it was an image, re-encoded). */
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** From the image's EXIF GPS tags before they were stripped. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** EXIF DateTimeOriginal, camera wall time without a zone ("2030-03-05T10:15:00"). */
    capturedAt: text('captured_at'),
    /** An inspection photo's inspection; restrict: an inspection with photos is never deleted out from under them. */
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'restrict' }),
    /** The checklist item the photo illustrates. */
    inspectionItemId: text('inspection_item_id'),
    caption: text('caption'),
    /** The uploading browser's id for the photo: a retried upload finds the row it already made. */
    clientId: uuid('client_id'),
    /** Pixel size of the served image. */
    width: integer('width'),
    height: integer('height'),
    /** Pages of a PDF (counted at upload; 1 for an image), for previews and the extractor. */
    pageCount: integer('page_count'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('documents_inspection_client_key').on(t.inspectionId, t.clientId),
    index('documents_inspection_idx').on(t.inspectionId, t.createdAt),
    index('documents_request_idx').on(t.requestId, t.createdAt),
    // The krooki extractor's own uploads (no request yet): "my documents", newest first.
    index('documents_uploader_idx').on(t.uploadedBy, t.createdAt),
    // "Does any other row still use these bytes?" before deleting a stored object.
    index('documents_storage_key_idx').on(t.storageKey),
  ],
);
