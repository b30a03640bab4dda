import { z } from 'zod';
import { PROPERTY_TYPES } from '../estimate.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { REQUEST_PURPOSES, RequestStatusSchema } from '../request-status.ts';
import { storableString } from '../text.ts';
import { ReportContentSchema, numberFieldErrors } from './content.ts';
import { ReportStatusSchema } from './messages.ts';
import { REPORT_SECTIONS_MAX, SectionIdSchema } from './sections.ts';

// ---------------------------------------------------------------------------------------------
// Reports

export const ReportIdParamsSchema = z.object({ id: z.uuid() });
export const ReportVersionParamsSchema = z.object({ id: z.uuid(), n: z.coerce.number().int().min(1) });

export const StartReportBodySchema = z.strictObject({ requestId: z.uuid(), templateId: z.uuid() });
export type StartReportBody = z.infer<typeof StartReportBodySchema>;

/** A request of the caller's, ready for a report: inspection submitted, request in progress, no report yet. */
export const ReadyForReportSchema = z.object({
  requestId: z.uuid(),
  title: z.string(),
  purpose: z.enum(REQUEST_PURPOSES).nullable(),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  inspectionSubmittedAt: z.iso.datetime({ offset: true }),
  /** The seeded template that fits the purpose (bank → bank/mortgage, …). */
  suggestedTemplateId: z.uuid().nullable(),
});
export const ReadyForReportListSchema = z.object({ items: z.array(ReadyForReportSchema) });
export type ReadyForReport = z.infer<typeof ReadyForReportSchema>;

export const ReportListQuerySchema = PageQuerySchema.extend({
  status: ReportStatusSchema.optional(),
  /** Admins: `review` is the approval queue — submitted reports, oldest submission first. */
  queue: z.enum(['review']).optional(),
});
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

export const ReportListItemSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  title: z.string(),
  status: ReportStatusSchema,
  requestStatus: RequestStatusSchema,
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  /** Due date passed and not approved (Nairobi dates). */
  overdue: z.boolean(),
  templateName: z.string(),
  author: z.object({ userId: z.string(), name: z.string() }),
  /** The latest submission's number (0: never submitted). */
  submissions: z.number().int(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ReportListItem = z.infer<typeof ReportListItemSchema>;
export const ReportPageSchema = pageOf(ReportListItemSchema);

export const SectionCommentSchema = z.strictObject({
  sectionId: SectionIdSchema,
  comment: z.string().trim().min(1).max(2000),
});
export type SectionComment = z.infer<typeof SectionCommentSchema>;

export const ReviewSchema = z.object({
  id: z.uuid(),
  /** The submitted version reviewed. */
  n: z.number().int(),
  decision: z.enum(['approved', 'changes_requested']),
  comment: z.string(),
  sectionComments: z.array(SectionCommentSchema),
  reviewer: z.object({ userId: z.string(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof ReviewSchema>;

export const SubmissionSchema = z.object({
  n: z.number().int(),
  submittedAt: z.iso.datetime({ offset: true }),
  /** SHA-256 of the frozen content (canonical JSON). */
  sha256: z.string(),
});

/** An inspection photo the report may use. `url` serves it to the author and admins. */
export const ReportPhotoOptionSchema = z.object({
  documentId: z.uuid(),
  url: z.string(),
  caption: z.string().nullable(),
  itemLabel: z.string().nullable(),
  /** The caption a photo starts with in the report: the item's label and the valuer's note on it. */
  suggestedCaption: z.string(),
  /** The inspection section's title it was taken in; null for a loose photo. */
  section: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ReportPhotoOption = z.infer<typeof ReportPhotoOptionSchema>;

export const ReportDetailSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  title: z.string(),
  status: ReportStatusSchema,
  requestStatus: RequestStatusSchema,
  /** The draft's save counter: every save names it; a stale one is a 409. */
  version: z.number().int().min(1),
  content: ReportContentSchema,
  template: z.object({ id: z.uuid(), name: z.string(), version: z.number().int() }),
  author: z.object({
    userId: z.string(),
    name: z.string(),
    vrbNumber: z.string().nullable(),
    hasSignature: z.boolean(),
  }),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  /** The firm's FSV/MV band the checks use. */
  fsvBand: z.object({ min: z.number(), max: z.number() }),
  /** The firm's minimum of comparable sales for a comparison-method valuation (the checks use it). */
  minComparables: z.number().int().min(0),
  /** The request's property type (the photographs check reads it); null when none was given. */
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  submissions: z.array(SubmissionSchema),
  reviews: z.array(ReviewSchema),
  photoOptions: z.array(ReportPhotoOptionSchema),
  /** The caller may edit (author, status draft/changes_requested). */
  editable: z.boolean(),
  /** The caller may approve or request changes (admin, status submitted). */
  reviewable: z.boolean(),
  /** Once approved: the PDF's state and its public verification code. */
  delivery: z
    .object({
      state: z.enum(['rendering', 'ready', 'failed']),
      verifyCode: z.string(),
      sha256: z.string().nullable(),
      /** GET this for the PDF once ready. */
      downloadUrl: z.string().nullable(),
    })
    .nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ReportDetail = z.infer<typeof ReportDetailSchema>;

export const SaveReportBodySchema = z
  .strictObject({ version: z.number().int().min(1), content: ReportContentSchema })
  .superRefine((body, ctx) => {
    for (const { key, message } of numberFieldErrors(body.content)) {
      ctx.addIssue({ code: 'custom', path: ['content', 'fields', key], message });
    }
  });
export type SaveReportBody = z.infer<typeof SaveReportBodySchema>;
export const SaveReportResponseSchema = z.object({
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type SaveReportResponse = z.infer<typeof SaveReportResponseSchema>;

/** A frozen submitted version (read-only, never edited). */
export const ReportVersionSchema = z.object({
  n: z.number().int(),
  content: ReportContentSchema,
  submittedAt: z.iso.datetime({ offset: true }),
  sha256: z.string(),
});
export type ReportVersion = z.infer<typeof ReportVersionSchema>;

export const SubmitReportBodySchema = z.strictObject({ version: z.number().int().min(1) });
export type SubmitReportBody = z.infer<typeof SubmitReportBodySchema>;

/** Decisions name the submission they were made on: a decision on a stale one is a 409. */
export const ApproveReportBodySchema = z.strictObject({ n: z.number().int().min(1) });
export type ApproveReportBody = z.infer<typeof ApproveReportBodySchema>;
export const RequestChangesBodySchema = z.strictObject({
  n: z.number().int().min(1),
  comment: storableString().pipe(z.string().trim().min(3, { error: 'Say what needs to change.' }).max(4000)),
  sectionComments: z.array(SectionCommentSchema).max(REPORT_SECTIONS_MAX),
});
export type RequestChangesBody = z.infer<typeof RequestChangesBodySchema>;
