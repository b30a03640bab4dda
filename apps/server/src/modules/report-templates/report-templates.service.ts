import { eq, sql } from 'drizzle-orm';
import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { LIFECYCLE_MESSAGES as L } from '@thamani/domain/lifecycle-messages';
import { displayName } from '@thamani/domain/me';
import { enforce } from '@thamani/domain/policies';
import {
  canEditTemplate,
  editTemplateRefusal,
  readTemplateRefusal,
  templateAreaRefusal,
} from '@thamani/domain/report-policies';
import {
  REPORT_MESSAGES as M,
  type ReportTemplateBody,
  type ReportTemplateDetail,
  type ReportTemplateSummary,
  type UpdateReportTemplateBody,
} from '@thamani/domain/reports';
import type { AppContext } from '#context.ts';
import { reportTemplateVersions } from '#db/schema/report-template-versions.table.ts';
import { reportTemplates } from '#db/schema/report-templates.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction } from '#platform/transaction.ts';
import { getTemplateRow, listTemplateRows, lockTemplate, type TemplateRow } from './report-templates.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'sendMail' | 'log'>;

export const TEMPLATE_ENTITY = 'report_template';

function toSummary(identity: Identity, row: TemplateRow): ReportTemplateSummary {
  const { template, latest } = row;
  return {
    id: template.id,
    name: latest.name,
    purpose: latest.purpose,
    description: latest.description,
    version: template.currentVersion,
    owner: template.ownerProfileId
      ? { userId: row.ownerUserId ?? '', name: displayName(row.ownerName, row.ownerEmail) }
      : null,
    editable: canEditTemplate(identity, { ownerProfileId: template.ownerProfileId }),
    updatedAt: template.updatedAt.toISOString(),
  };
}

function toDetail(identity: Identity, row: TemplateRow): ReportTemplateDetail {
  return { ...toSummary(identity, row), sections: row.latest.sections };
}

async function readDetail(ctx: Ctx, identity: Identity, id: string): Promise<ReportTemplateDetail> {
  const row = await getTemplateRow(ctx.db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', M.templateNotFound);
  }
  return toDetail(identity, row);
}

/** Valuers: the firm's templates and their own; admins: all. Clients: 403. */
export async function listReportTemplates(ctx: Ctx, identity: Identity): Promise<{ items: ReportTemplateSummary[] }> {
  enforce(templateAreaRefusal(identity));
  const owner = can(identity, 'template:manage-any') ? null : (identity.profileId ?? '00000000-0000-0000-0000-000000000000');
  const rows = await listTemplateRows(ctx.db, owner);
  return { items: rows.map((row) => toSummary(identity, row)) };
}

export async function getReportTemplate(ctx: Ctx, identity: Identity, id: string): Promise<ReportTemplateDetail> {
  const row = await getTemplateRow(ctx.db, id);
  enforce(readTemplateRefusal(identity, row ? { ownerProfileId: row.template.ownerProfileId } : null));
  return toDetail(identity, row as TemplateRow);
}

/** A new template owned by the caller, at version 1. */
export async function createReportTemplate(
  ctx: Ctx,
  identity: Identity,
  body: ReportTemplateBody,
): Promise<ReportTemplateDetail> {
  enforce(templateAreaRefusal(identity));
  if (!identity.profileId) {
    throw new AppError('CONFLICT', L.profileMissing);
  }
  const owner = identity.profileId;
  const id = await inTransaction(ctx, async (tx) => {
    const [template] = await tx
      .insert(reportTemplates)
      .values({ ownerProfileId: owner, currentVersion: 1 })
      .returning({ id: reportTemplates.id });
    if (!template) {
      throw new Error('template insert returned nothing');
    }
    await tx.insert(reportTemplateVersions).values({ templateId: template.id, version: 1, ...body, createdBy: owner });
    await writeAudit(tx, {
      actionType: 'report_template_created',
      entityType: TEMPLATE_ENTITY,
      entityId: template.id,
      userId: identity.userId,
      details: { name: body.name, purpose: body.purpose, version: 1 },
    });
    return template.id;
  });
  return readDetail(ctx, identity, id);
}

/**
 * An edit adds the template's next version (reports stamped from older ones keep theirs). It
 * names the version it was made on: if someone saved since, 409 and nothing changes.
 */
export async function updateReportTemplate(
  ctx: Ctx,
  identity: Identity,
  id: string,
  body: UpdateReportTemplateBody,
): Promise<ReportTemplateDetail> {
  const { version, ...content } = body;
  await inTransaction(ctx, async (tx) => {
    const template = await lockTemplate(tx, id);
    enforce(editTemplateRefusal(identity, template ? { ownerProfileId: template.ownerProfileId } : null));
    if (!template) {
      throw new AppError('NOT_FOUND', M.templateNotFound);
    }
    if (template.currentVersion !== version) {
      throw new AppError('CONFLICT', M.staleTemplate, undefined, { version: template.currentVersion });
    }
    const next = template.currentVersion + 1;
    await tx
      .insert(reportTemplateVersions)
      .values({ templateId: id, version: next, ...content, createdBy: identity.profileId });
    await tx
      .update(reportTemplates)
      .set({ currentVersion: next, updatedAt: sql`now()` })
      .where(eq(reportTemplates.id, id));
    await writeAudit(tx, {
      actionType: 'report_template_updated',
      entityType: TEMPLATE_ENTITY,
      entityId: id,
      userId: identity.userId,
      details: { name: content.name, purpose: content.purpose, version: next },
    });
  });
  return readDetail(ctx, identity, id);
}
