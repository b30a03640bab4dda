import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { documents } from './documents.table.ts';
import { profiles } from './profiles.table.ts';
import { valuationRequests } from './valuation-requests.table.ts';

/**
 * The chat on a request: one conversation per request between its client and its assigned
 * valuer (admins read and join). Ids grow, so history pages and "unread since" are id ranges.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => valuationRequests.id, { onDelete: 'restrict' }),
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** The sending browser's id for the message: a resent message finds the row it already made. */
    clientMessageId: uuid('client_message_id').notNull(),
    /** An attachment: a document of the same request. */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_client_message_key').on(t.senderId, t.clientMessageId),
    index('chat_messages_request_idx').on(t.requestId, t.id),
  ],
);

/** How far each participant has read each conversation (unread = messages after last_read_id). */
export const chatReads = pgTable(
  'chat_reads',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => valuationRequests.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.profileId] }), index('chat_reads_profile_idx').on(t.profileId)],
);
