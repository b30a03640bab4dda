import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { reportTemplateVersions as v } from '#db/schema/report-template-versions.table.ts';
import { reportTemplates as t } from '#db/schema/report-templates.table.ts';

/** Templates with their latest version and owner (profile and auth user). */
function selectTemplate(db: Db) {
  return db
    .select({
      template: t,
      latest: v,
      ownerUserId: profiles.userId,
      ownerName: profiles.fullName,
      ownerEmail: profiles.email,
    })
    .from(t)
    .innerJoin(v, and(eq(v.templateId, t.id), eq(v.version, t.currentVersion)))
    .leftJoin(profiles, eq(profiles.id, t.ownerProfileId));
}

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof getTemplateRow>>>;

/** The firm's templates and `ownerProfileId`'s own (null: every template, for admins); firm first, then by name. */
export function listTemplateRows(db: Db, ownerProfileId: string | null) {
  const visible =
    ownerProfileId === null ? undefined : or(isNull(t.ownerProfileId), eq(t.ownerProfileId, ownerProfileId));
  return selectTemplate(db)
    .where(visible)
    .orderBy(sql`${t.ownerProfileId} is not null`, asc(v.name), asc(t.id));
}

export async function getTemplateRow(db: Db, id: string) {
  const rows = await selectTemplate(db).where(eq(t.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The template row locked until the transaction ends (concurrent edits queue behind it). */
export async function lockTemplate(tx: Db, id: string) {
  const rows = await tx.select().from(t).where(eq(t.id, id)).limit(1).for('update');
  return rows[0] ?? null;
}

/** One version of a template (any, not only the latest). */
export async function getTemplateVersion(db: Db, templateId: string, version: number) {
  const rows = await db
    .select()
    .from(v)
    .where(and(eq(v.templateId, templateId), eq(v.version, version)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getTemplateVersionById(db: Db, versionId: string) {
  const rows = await db.select().from(v).where(eq(v.id, versionId)).limit(1);
  return rows[0] ?? null;
}

/** The seeded firm template of each seed key (bank-mortgage, …), by key. */
export async function seededTemplateIds(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([v.seedKey], { seedKey: v.seedKey, templateId: v.templateId })
    .from(v)
    .innerJoin(t, eq(t.id, v.templateId))
    .where(and(sql`${v.seedKey} is not null`, isNull(t.ownerProfileId)))
    .orderBy(v.seedKey, asc(v.version));
  return new Map(rows.map((row) => [row.seedKey ?? '', row.templateId]));
}
