import { and, desc, eq, gte, ilike, lt, or, asc, sql, type SQL } from 'drizzle-orm';
import { auditDateRange, type AuditLogFilters } from '@thamani/domain/audit-log';
import type { Db } from '#db/client.ts';
import { auditLogs as log } from '#db/schema/audit-logs.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import type { Cursor } from '#platform/cursor.ts';

function filtersWhere(f: AuditLogFilters, after: Cursor | null): SQL | undefined {
  const { start, end } = auditDateRange(f);
  return and(
    f.userId ? eq(log.userId, f.userId) : undefined,
    f.entityType ? eq(log.entityType, f.entityType) : undefined,
    f.entityId ? eq(log.entityId, f.entityId) : undefined,
    f.action ? eq(log.actionType, f.action) : undefined,
    start ? gte(log.createdAt, start) : undefined,
    end ? lt(log.createdAt, end) : undefined,
    after
      ? sql`(${log.createdAt}, ${log.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
  );
}

/** Newest first, keyset on (created_at, id), with the acting person — ONE query per page or batch. */
export function selectAuditRows(db: Db, f: AuditLogFilters, after: Cursor | null, limit: number) {
  return db
    .select({
      id: log.id,
      at: log.createdAt,
      action: log.actionType,
      entityType: log.entityType,
      entityId: log.entityId,
      userId: log.userId,
      details: log.details,
      actorName: profiles.fullName,
      actorEmail: profiles.email,
    })
    .from(log)
    .leftJoin(profiles, eq(profiles.userId, log.userId))
    .where(filtersWhere(f, after))
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof selectAuditRows>>[number];

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** People whose name or e-mail contains `q`, by name. */
export function searchActors(db: Db, q: string, limit: number) {
  const pattern = likePattern(q);
  return db
    .select({ userId: profiles.userId, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(q ? or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)) : undefined)
    .orderBy(asc(profiles.fullName), asc(profiles.email))
    .limit(limit);
}
