import { z } from 'zod';
import { INPUT_MESSAGES } from '../messages.ts';
import { REQUEST_PURPOSES } from '../request-status.ts';
import { storableString } from '../text.ts';
import { allStorable } from './content.ts';
import { ReportSectionSchema, ReportSectionsSchema } from './sections.ts';

// ---------------------------------------------------------------------------------------------
// Templates

export const REPORT_TEMPLATE_PURPOSES = REQUEST_PURPOSES;
export const ReportTemplatePurposeSchema = z.enum(REPORT_TEMPLATE_PURPOSES);

export const ReportTemplateBodySchema = z.strictObject({
  name: storableString().pipe(z.string().trim().min(3).max(80)),
  purpose: ReportTemplatePurposeSchema,
  description: storableString().pipe(z.string().trim().max(300)),
  sections: ReportSectionsSchema.refine(allStorable, { error: INPUT_MESSAGES.unstorableText }),
});
export type ReportTemplateBody = z.infer<typeof ReportTemplateBodySchema>;

/** An edit names the version it was made on: a stale edit is a 409, never a silent overwrite. */
export const UpdateReportTemplateBodySchema = ReportTemplateBodySchema.extend({ version: z.number().int().min(1) });
export type UpdateReportTemplateBody = z.infer<typeof UpdateReportTemplateBodySchema>;

export const ReportTemplateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  purpose: ReportTemplatePurposeSchema,
  description: z.string(),
  /** The latest version; reports stamped from older ones keep theirs. */
  version: z.number().int(),
  /** Null: a firm template (seeded), editable by admins only. */
  owner: z.object({ userId: z.string(), name: z.string() }).nullable(),
  /** The caller may edit it (own, or admin). */
  editable: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ReportTemplateSummary = z.infer<typeof ReportTemplateSummarySchema>;
export const ReportTemplateListSchema = z.object({ items: z.array(ReportTemplateSummarySchema) });

export const ReportTemplateDetailSchema = ReportTemplateSummarySchema.extend({
  sections: z.array(ReportSectionSchema),
});
export type ReportTemplateDetail = z.infer<typeof ReportTemplateDetailSchema>;
