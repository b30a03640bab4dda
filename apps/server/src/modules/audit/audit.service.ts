import { Readable } from 'node:stream';
import {
  AUDIT_ACTORS_LIMIT,
  AUDIT_CSV_COLUMNS,
  auditActionLabel,
  auditDetailsSummary,
  auditEntityLabel,
  auditEntityLink,
  type AuditActor,
  type AuditLogFilters,
  type AuditLogItem,
  type AuditLogPage,
  type AuditLogQuery,
} from '@thamani/domain/audit-log';
import { NAIROBI_UTC_OFFSET_MINUTES } from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import { decodeCursor, toPage, type Cursor } from '#platform/cursor.ts';
import { searchActors, selectAuditRows, type AuditRow } from './audit.queries.ts';

/** Rows per database read while exporting: memory stays flat however long the log is. */
export const CSV_BATCH_ROWS = 1000;

function actorOf(row: AuditRow): AuditActor | null {
  return row.userId ? { userId: row.userId, name: row.actorName, email: row.actorEmail ?? '' } : null;
}

function toItem(row: AuditRow): AuditLogItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    entityType: row.entityType,
    entityLabel: auditEntityLabel(row.entityType),
    entityId: row.entityId,
    link: auditEntityLink(row.entityType, row.entityId),
    actor: actorOf(row),
    details: auditDetailsSummary(row.details),
  };
}

export async function listAuditLog(ctx: AppContext, query: AuditLogQuery): Promise<AuditLogPage> {
  const { cursor, limit, ...filters } = query;
  const rows = await selectAuditRows(ctx.db, filters, decodeCursor(cursor), limit + 1);
  const page = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  return { items: page.items.map(toItem), nextCursor: page.nextCursor };
}

export async function findAuditActors(ctx: AppContext, q: string): Promise<{ items: AuditActor[] }> {
  return { items: await searchActors(ctx.db, q, AUDIT_ACTORS_LIMIT) };
}

/** "2030-03-04 09:00:00" — Nairobi wall time (no daylight saving), sortable in a spreadsheet. */
function nairobiStamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One CSV field (RFC 4180 quoting). A value a spreadsheet would run as a formula gets a leading
 * apostrophe: details hold text people typed.
 */
export function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvLine(fields: readonly (string | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvRow(row: AuditRow): string {
  return csvLine([
    nairobiStamp(row.at),
    auditActionLabel(row.action),
    row.action,
    auditEntityLabel(row.entityType),
    row.entityId,
    row.actorName,
    row.actorEmail,
    row.userId,
    auditDetailsSummary(row.details),
  ]);
}

async function* csvChunks(ctx: AppContext, filters: AuditLogFilters): AsyncGenerator<string> {
  // The BOM makes spreadsheet apps read the file as UTF-8 (names, arrows, quotes).
  yield `\uFEFF${csvLine(AUDIT_CSV_COLUMNS)}`;
  let after: Cursor | null = null;
  for (;;) {
    const rows = await selectAuditRows(ctx.db, filters, after, CSV_BATCH_ROWS);
    if (rows.length > 0) {
      yield rows.map(csvRow).join('');
    }
    const last = rows.at(-1);
    if (!last || rows.length < CSV_BATCH_ROWS) {
      return;
    }
    after = { at: last.at, id: last.id };
  }
}

/** The filtered log as CSV, read in keyset batches and written as the client reads it. */
export function streamAuditCsv(ctx: AppContext, filters: AuditLogFilters): Readable {
  return Readable.from(csvChunks(ctx, filters), { objectMode: false });
}

export function auditCsvFilename(now: Date): string {
  return `thamani-audit-log-${nairobiStamp(now).slice(0, 10)}.csv`;
}
