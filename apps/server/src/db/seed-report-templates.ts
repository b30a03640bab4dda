import { eq, isNotNull, sql } from 'drizzle-orm';
import { SEEDED_REPORT_TEMPLATES } from '@thamani/domain/report-templates.data';
import type { Db } from './client.ts';
import { reportTemplateVersions } from './schema/report-template-versions.table.ts';
import { reportTemplates } from './schema/report-templates.table.ts';

/** Serialises seeding between server processes starting together on one PostgreSQL. */
const SEED_LOCK = 1_105_011;

/**
 * Publish every seeded report template version the code ships, once. A template not yet in the
 * database becomes a firm template (no owner) at version 1; a newer shipped version of one
 * already there is added as that template's next version, after any edits admins made. Reports
 * keep the version they were stamped from. Runs after every migration, on either database.
 */
export async function seedReportTemplates(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const seeded = await tx
      .select({
        templateId: reportTemplateVersions.templateId,
        seedKey: reportTemplateVersions.seedKey,
        seedVersion: reportTemplateVersions.seedVersion,
      })
      .from(reportTemplateVersions)
      .where(isNotNull(reportTemplateVersions.seedKey));
    const shipped = [...SEEDED_REPORT_TEMPLATES].sort((a, b) => a.version - b.version);
    for (const { key, version, body } of shipped) {
      const ofKey = seeded.filter((row) => row.seedKey === key);
      if (ofKey.some((row) => (row.seedVersion ?? 0) >= version)) {
        continue;
      }
      let templateId = ofKey[0]?.templateId;
      let next = 1;
      if (templateId) {
        const [bumped] = await tx
          .update(reportTemplates)
          .set({ currentVersion: sql`${reportTemplates.currentVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(reportTemplates.id, templateId))
          .returning({ version: reportTemplates.currentVersion });
        next = bumped?.version ?? 1;
      } else {
        const [created] = await tx
          .insert(reportTemplates)
          .values({ ownerProfileId: null, currentVersion: 1 })
          .returning({ id: reportTemplates.id });
        templateId = created?.id;
      }
      if (!templateId) {
        throw new Error(`could not seed the report template ${key}`);
      }
      await tx
        .insert(reportTemplateVersions)
        .values({ templateId, version: next, ...body, seedKey: key, seedVersion: version });
      seeded.push({ templateId, seedKey: key, seedVersion: version });
    }
  });
}
