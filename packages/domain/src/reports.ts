import { z } from 'zod';
import { PROPERTY_TYPES } from './estimate.ts';
import { FirmContactSchema } from './firm.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { REQUEST_PURPOSES, RequestStatusSchema } from './request-status.ts';
import { INPUT_MESSAGES } from './messages.ts';
import { isStorableText, storableString } from './text.ts';

/**
 * Valuation reports and their templates: the shapes the server stores and serves and the web
 * edits. The rules over them live beside this file: words for figures (report-words.ts),
 * placeholders (report-placeholders.ts), the checks before submit (report-checks.ts), the diff
 * between versions (report-diff.ts), prefill from what is known (report-prefill.ts), and the
 * seeded Kenyan templates (report-templates.data.ts).
 */

// ---------------------------------------------------------------------------------------------
// Rich text: the narrative sections are stored as ProseMirror/TipTap JSON limited to these nodes
// and marks. Anything pasted is parsed into this schema by the editor, so nothing else survives;
// the server validates every body against it (no HTML is ever stored or rendered raw).

export const RICH_TEXT_MAX_CHARS = 50_000;

export const RichTextMarkSchema = z.strictObject({ type: z.enum(['bold', 'italic', 'underline']) });
export type RichTextMark = z.infer<typeof RichTextMarkSchema>;

export const RichTextTextSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1).max(RICH_TEXT_MAX_CHARS),
  marks: z.array(RichTextMarkSchema).max(3).optional(),
});
export const RichTextHardBreakSchema = z.strictObject({ type: z.literal('hardBreak') });
export const RichTextInlineSchema = z.union([RichTextTextSchema, RichTextHardBreakSchema]);
export type RichTextInline = z.infer<typeof RichTextInlineSchema>;

export const RichTextParagraphSchema = z.strictObject({
  type: z.literal('paragraph'),
  content: z.array(RichTextInlineSchema).max(2000).optional(),
});
export const RichTextHeadingSchema = z.strictObject({
  type: z.literal('heading'),
  attrs: z.strictObject({ level: z.literal(3) }),
  content: z.array(RichTextInlineSchema).max(2000).optional(),
});
export const RichTextListItemSchema = z.strictObject({
  type: z.literal('listItem'),
  content: z.array(RichTextParagraphSchema).min(1).max(50),
});
export const RichTextListSchema = z.strictObject({
  type: z.enum(['bulletList', 'orderedList']),
  content: z.array(RichTextListItemSchema).min(1).max(500),
});
export const RichTextBlockSchema = z.union([RichTextParagraphSchema, RichTextHeadingSchema, RichTextListSchema]);
export type RichTextBlock = z.infer<typeof RichTextBlockSchema>;

export const RichTextDocSchema = z.strictObject({
  type: z.literal('doc'),
  content: z.array(RichTextBlockSchema).max(2000),
});
export type RichTextDoc = z.infer<typeof RichTextDocSchema>;

// ---------------------------------------------------------------------------------------------
// Fields. A report holds one flat record of values keyed by field key. The same keys are the
// placeholders of the narrative text (`{{property.lrNumber}}`). Standard keys (REPORT_FIELDS)
// are known to the checks, the prefill and the PDF's cover; a template may add custom ones
// (`custom.<slug>`).

export const FIELD_TYPES = ['money', 'number', 'date', 'choice', 'text'] as const;
export const FieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof FieldTypeSchema>;

/** `section.name`, letters/digits/underscore, e.g. `property.lrNumber`, `custom.rent_roll`. */
export const FIELD_KEY_PATTERN = /^[a-z][A-Za-z0-9_]*\.[a-z][A-Za-z0-9_]*$/;
export const FieldKeySchema = z.string().regex(FIELD_KEY_PATTERN);

export const TemplateFieldSchema = z.strictObject({
  key: FieldKeySchema,
  label: z.string().trim().min(1).max(80),
  type: FieldTypeSchema,
  required: z.boolean(),
  /** Choice fields only. */
  options: z.array(z.string().trim().min(1).max(80)).max(30).optional(),
  /** Shown after number fields, e.g. "m²", "ha", "years". */
  unit: z.string().max(12).optional(),
  help: z.string().max(200).optional(),
});
export type TemplateField = z.infer<typeof TemplateFieldSchema>;

/**
 * A field value: money and number are numbers (money whole KSh), date is `YYYY-MM-DD`
 * (Nairobi calendar), choice and text are strings. Null or absent: not filled in.
 */
export const FieldValueSchema = z.union([z.number().finite(), z.string().max(2000), z.null()]);
export type FieldValue = z.infer<typeof FieldValueSchema>;
export const ReportFieldsSchema = z.record(FieldKeySchema, FieldValueSchema);
export type ReportFields = z.infer<typeof ReportFieldsSchema>;

/**
 * The standard fields. Values: `values.marketValue`, `values.forcedSaleValue`,
 * `values.insuranceValue` (money) each with its words (`values.marketValueWords`, …, text, kept
 * in step by the editor with `amountInWords`). Dates: `dates.instruction`, `dates.inspection`,
 * `dates.valuation`. The full catalogue with labels and types is REPORT_FIELDS in
 * report-fields.ts.
 */
export const VALUE_KINDS = ['marketValue', 'forcedSaleValue', 'insuranceValue'] as const;
export type ValueKind = (typeof VALUE_KINDS)[number];
export const VALUE_LABELS: Record<ValueKind, string> = {
  marketValue: 'Market Value',
  forcedSaleValue: 'Forced Sale Value',
  insuranceValue: 'Insurance (Reinstatement) Value',
};
export const valueKey = (kind: ValueKind) => `values.${kind}` as const;
export const valueWordsKey = (kind: ValueKind) => `values.${kind}Words` as const;

// ---------------------------------------------------------------------------------------------
// Template sections (ordered). Narrative text with placeholders, typed fields, a comparables
// table, a photo grid, the valuation summary.

export const SECTION_KINDS = ['narrative', 'fields', 'comparables', 'photos', 'valuation'] as const;
export const SectionKindSchema = z.enum(SECTION_KINDS);
export type SectionKind = z.infer<typeof SectionKindSchema>;

/** Stable within a template and its reports: review comments and check links point at it. */
export const SectionIdSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/);
const sectionTitle = z.string().trim().min(1).max(80);

export const NarrativeSectionSchema = z.strictObject({
  id: SectionIdSchema,
  kind: z.literal('narrative'),
  title: sectionTitle,
  body: RichTextDocSchema,
});
export const FieldsSectionSchema = z.strictObject({
  id: SectionIdSchema,
  kind: z.literal('fields'),
  title: sectionTitle,
  fields: z.array(TemplateFieldSchema).min(1).max(40),
});
export const ComparablesSectionSchema = z.strictObject({
  id: SectionIdSchema,
  kind: z.literal('comparables'),
  title: sectionTitle,
});
export const PhotosSectionSchema = z.strictObject({
  id: SectionIdSchema,
  kind: z.literal('photos'),
  title: sectionTitle,
});
export const ValuationSectionSchema = z.strictObject({
  id: SectionIdSchema,
  kind: z.literal('valuation'),
  title: sectionTitle,
  /** Which values this report states (a bank report: all three; insurance: insuranceValue only). */
  values: z.array(z.enum(VALUE_KINDS)).min(1).max(3),
});
export const ReportSectionSchema = z.discriminatedUnion('kind', [
  NarrativeSectionSchema,
  FieldsSectionSchema,
  ComparablesSectionSchema,
  PhotosSectionSchema,
  ValuationSectionSchema,
]);
export type ReportSection = z.infer<typeof ReportSectionSchema>;
export type NarrativeSection = z.infer<typeof NarrativeSectionSchema>;
export type FieldsSection = z.infer<typeof FieldsSectionSchema>;
export type ValuationSection = z.infer<typeof ValuationSectionSchema>;

export const REPORT_SECTIONS_MAX = 40;
/** Section ids unique, at most one valuation section. */
export const ReportSectionsSchema = z
  .array(ReportSectionSchema)
  .min(1)
  .max(REPORT_SECTIONS_MAX)
  .superRefine((sections, ctx) => {
    const ids = new Set<string>();
    for (const [i, s] of sections.entries()) {
      if (ids.has(s.id)) {
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: REPORT_MESSAGES.duplicateSection });
      }
      ids.add(s.id);
    }
    if (sections.filter((s) => s.kind === 'valuation').length > 1) {
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.oneValuationSection });
    }
  });

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

// ---------------------------------------------------------------------------------------------
// Report content: what a draft holds and a submitted version freezes.

export const COMPARABLES_MAX = 30;
export const ComparableSchema = z.strictObject({
  id: z.string().min(1).max(40),
  address: z.string().trim().max(200),
  /** `YYYY-MM-DD` or null while unknown. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  price: z.number().int().min(0).max(1e13).nullable(),
  sizeSqm: z.number().positive().max(1e8).nullable(),
  /** Net adjustment, −100 … +100 % (location, size, condition, time). */
  adjustmentPercent: z.number().min(-100).max(100),
  notes: z.string().max(300),
});
export type Comparable = z.infer<typeof ComparableSchema>;

export const ReportPhotoSchema = z.strictObject({
  /** An inspection photo of this report's request (a document id). */
  documentId: z.uuid(),
  caption: z.string().trim().max(200),
  /**
   * The title of the inspection section the photo was taken in ("Condition"), for grouping in
   * print; absent for a photo not taken on a checklist item (and in reports started before).
   */
  section: z.string().trim().min(1).max(80).optional(),
});
export type ReportPhoto = z.infer<typeof ReportPhotoSchema>;

/**
 * What is known from the request, property, inspection, client, valuer and firm when the report
 * was started, frozen into the content: placeholders resolve from `fields` first, then from here,
 * so a frozen version renders the same forever. Keys are field keys (`property.title`,
 * `inspection.builtUpArea`, `valuer.vrbNumber`, `firm.name`, …).
 */
export const ReportSourcesSchema = z.record(FieldKeySchema, z.union([z.string().max(2000), z.number().finite()]));
export type ReportSources = z.infer<typeof ReportSourcesSchema>;

/** Every string inside `value` can be stored and read back unchanged (jsonb refuses U+0000). */
function allStorable(value: unknown): boolean {
  if (typeof value === 'string') {
    return isStorableText(value);
  }
  if (Array.isArray(value)) {
    return value.every(allStorable);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([k, v]) => isStorableText(k) && allStorable(v));
  }
  return true;
}

export const ReportContentSchema = z
  .strictObject({
    sections: ReportSectionsSchema,
    fields: ReportFieldsSchema,
    comparables: z.array(ComparableSchema).max(COMPARABLES_MAX),
    photos: z.array(ReportPhotoSchema).max(60),
    sources: ReportSourcesSchema,
  })
  .refine(allStorable, { error: INPUT_MESSAGES.unstorableText });
export type ReportContent = z.infer<typeof ReportContentSchema>;

// ---------------------------------------------------------------------------------------------
// Reports

export const REPORT_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;
export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};
/** The author may edit in these; submitted and approved versions are frozen. */
export const EDITABLE_REPORT_STATUSES = ['draft', 'changes_requested'] as const satisfies readonly ReportStatus[];

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

/**
 * A number or money field of the report's own sections holds a number (or nothing), never text:
 * "Site area (ha)" cannot keep "Flat, regular plot". Each offending field gets its message.
 */
export function numberFieldErrors(
  content: Pick<ReportContent, 'sections' | 'fields'>,
): Array<{ key: string; message: string }> {
  const errors: Array<{ key: string; message: string }> = [];
  for (const section of content.sections) {
    if (section.kind !== 'fields') {
      continue;
    }
    for (const field of section.fields) {
      const value = content.fields[field.key];
      if ((field.type === 'number' || field.type === 'money') && typeof value === 'string' && value !== '') {
        const unit = field.type === 'money' ? 'KSh' : field.unit;
        errors.push({ key: field.key, message: `${field.label} takes a number${unit ? ` (${unit})` : ''}, not text.` });
      }
    }
  }
  return errors;
}

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

// ---------------------------------------------------------------------------------------------
// Checks before submit

/** `not_applicable`: the check does not apply to this report (or not yet); never blocks, never a pass. */
export const CHECK_RESULTS = ['pass', 'warning', 'fail', 'not_applicable'] as const;
export const CheckResultSchema = z.enum(CHECK_RESULTS);
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const CHECK_IDS = [
  'required_fields',
  'fsv_not_above_mv',
  'fsv_band',
  'words_match_figures',
  'valuer_vrb_number',
  'dates_in_order',
  'placeholders_resolved',
  'comparables_enough',
  'comparables_recent',
  'photos_included',
] as const;
export const CheckIdSchema = z.enum(CHECK_IDS);
export type CheckId = z.infer<typeof CheckIdSchema>;

export const ReportCheckSchema = z.object({
  id: CheckIdSchema,
  label: z.string(),
  result: CheckResultSchema,
  /** What is wrong, in the valuer's words (or what passed). */
  message: z.string(),
  /** Where to fix it: a field key, a section id, or `profile` (the valuer's own details). */
  target: z
    .union([
      z.object({ fieldKey: FieldKeySchema }),
      z.object({ sectionId: SectionIdSchema }),
      z.object({ profile: z.literal(true) }),
    ])
    .nullable(),
});
export type ReportCheck = z.infer<typeof ReportCheckSchema>;
export const ReportChecksSchema = z.object({ checks: z.array(ReportCheckSchema), blocked: z.boolean() });
export type ReportChecks = z.infer<typeof ReportChecksSchema>;

/** The firm's usual FSV/MV band for bank valuations; outside it is a warning, not a failure. */
export const DEFAULT_FSV_BAND = { min: 0.7, max: 0.85 } as const;

// ---------------------------------------------------------------------------------------------
// Delivery and verification

/** Public: what a bank sees at /verify/:code. No client's name, no document. */
export const VerifyResponseSchema = z.object({
  code: z.string(),
  /** The request's reference, printed on the report as "Our ref.". */
  reference: z.string().nullable(),
  property: z.object({
    title: z.string(),
    lrNumber: z.string().nullable(),
    county: z.string().nullable(),
    town: z.string().nullable(),
  }),
  valuationDate: z.string().nullable(),
  values: z.object({
    marketValue: z.number().nullable(),
    forcedSaleValue: z.number().nullable(),
    insuranceValue: z.number().nullable(),
  }),
  valuer: z.object({ name: z.string(), vrbNumber: z.string().nullable() }),
  /** The firm named on the report. */
  firm: z.string(),
  /** The firm as it is now: its VRB registration and how to reach it (admins edit it at /admin/firm). */
  firmContact: FirmContactSchema,
  approvedAt: z.iso.datetime({ offset: true }),
  /** SHA-256 of the delivered PDF (null while it is being rendered): the page hashes an uploaded copy and compares. */
  sha256: z.string().nullable(),
});
export type VerifyResponse = z.infer<typeof VerifyResponseSchema>;
/** Short verification codes: 10 characters of Crockford base-32, shown as `XXXXX-XXXXX`. */
export const VERIFY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
export const VerifyParamsSchema = z.object({ code: z.string().regex(VERIFY_CODE_PATTERN) });

// ---------------------------------------------------------------------------------------------
// The valuer's own details, printed on every report they sign.

export const VRB_NUMBER_PATTERN = /^[A-Za-z0-9/ .-]{2,30}$/;
export const ValuerProfileSchema = z.object({
  vrbNumber: z.string().nullable(),
  hasSignature: z.boolean(),
  /** GET this for the signature image (the valuer and admins only). */
  signatureUrl: z.string().nullable(),
  /** The practising certificate the firm recorded (the valuer reads it, never sets it). */
  certificateYear: z.int().nullable(),
  /** Its last valid day, a Nairobi date YYYY-MM-DD. */
  certificateExpiresOn: z.iso.date().nullable(),
});
export type ValuerProfile = z.infer<typeof ValuerProfileSchema>;
export const UpdateValuerProfileBodySchema = z.strictObject({
  vrbNumber: z
    .string()
    .trim()
    .regex(VRB_NUMBER_PATTERN, { error: 'Enter your VRB registration number, e.g. VRB/A/1234.' }),
});
export type UpdateValuerProfileBody = z.infer<typeof UpdateValuerProfileBodySchema>;

// ---------------------------------------------------------------------------------------------

export const REPORT_MESSAGES = {
  notFound: 'This report was not found.',
  templateNotFound: 'This template was not found.',
  notYourReport: 'Only the valuer writing this report can change it.',
  notYourTemplate: 'You can only edit your own templates.',
  firmTemplateAdminOnly: 'Only an admin can edit the firm’s templates.',
  reviewAdminOnly: 'Only an admin can approve a report or ask for changes.',
  agentsOnly: 'Only valuers write reports.',
  notAssigned: 'Only the valuer assigned to this request can write its report.',
  inspectionNotSubmitted: 'Submit the inspection of this request before starting its report.',
  notInProgress: 'A report can be started once the site visit is done and the request is in progress.',
  frozen: 'This report has been submitted and can no longer be edited.',
  staleDraft:
    'This report was changed in another tab or device. Your changes are kept here: reload to see the latest version, then apply them again.',
  staleTemplate: 'This template was changed by someone else. Reload it to see the latest version.',
  staleSubmission: 'A newer version of this report has been submitted. Reload to review it.',
  alreadyDecided: 'This report has already been decided.',
  checksFailed: 'Fix the failed checks before submitting.',
  notSubmitted: 'Only a submitted report can be reviewed.',
  noPdfYet: 'The report PDF is not ready yet.',
  notDownloadable: 'Only an approved report can be downloaded.',
  verifyNotFound: 'No report has this verification code. Check the code printed on the report.',
  verifyRateLimited: 'Too many wrong codes were checked from your network. Please wait and try again later.',
  duplicateSection: 'Each section needs its own id.',
  oneValuationSection: 'A template has at most one valuation summary.',
  saved: 'Report saved',
  submitted: 'Report submitted for review',
  approved: 'Report approved',
  changesRequested: 'Changes requested',
  templateSaved: 'Template saved',
  valuerProfileSaved: 'Your valuer details were saved',
} as const;
