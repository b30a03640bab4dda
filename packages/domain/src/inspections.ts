import { z } from 'zod';
import { PROPERTY_TYPES, type PropertyType } from './estimate.ts';
import { InspectedOnSchema } from './inspection-date.ts';
import { isStorableText, storableString } from './text.ts';

/**
 * Site inspections: a checklist stamped from the inspection template of the property's type
 * when the valuer starts it, answered item by item (every change saves on its own, with a
 * version), with photos per item, then submitted (read-only until an admin reopens it).
 */

// ---------------------------------------------------------------------------------------------
// Templates

export const INSPECTION_ITEM_KINDS = [
  'text',
  'textarea',
  'select',
  'multiselect',
  'number',
  'year',
  'yesno',
  'condition',
  'gps',
] as const;
export const InspectionItemKindSchema = z.enum(INSPECTION_ITEM_KINDS);
export type InspectionItemKind = z.infer<typeof InspectionItemKindSchema>;

export const TemplateOptionSchema = z.object({ value: z.string().min(1), label: z.string().min(1) });
export type TemplateOption = z.infer<typeof TemplateOptionSchema>;

export const TemplateItemSchema = z.object({
  /** Stable across template versions, e.g. 'site.shape'; answers and photos are keyed by it. */
  id: z.string().regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/),
  label: z.string().min(1),
  kind: InspectionItemKindSchema,
  required: z.boolean(),
  help: z.string().optional(),
  /** The choices of a select or multiselect item. */
  options: z.array(TemplateOptionSchema).optional(),
  /** The unit of a number item: 'm²', 'years', 'kN/m²'… */
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});
export type TemplateItem = z.infer<typeof TemplateItemSchema>;

export const TemplateSectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  title: z.string().min(1),
  items: z.array(TemplateItemSchema).min(1),
});
export type TemplateSection = z.infer<typeof TemplateSectionSchema>;

export const InspectionPropertyTypeSchema = z.enum(PROPERTY_TYPES);

export const InspectionTemplateSchema = z.object({
  propertyType: InspectionPropertyTypeSchema,
  version: z.number().int().min(1),
  sections: z.array(TemplateSectionSchema).min(1),
});
export type InspectionTemplate = z.infer<typeof InspectionTemplateSchema>;

/** Every item of a template, in order, with its section. */
export function templateItems(template: InspectionTemplate): { item: TemplateItem; section: TemplateSection }[] {
  return template.sections.flatMap((section) => section.items.map((item) => ({ item, section })));
}

export function findTemplateItem(template: InspectionTemplate, itemId: string): TemplateItem | undefined {
  for (const section of template.sections) {
    const item = section.items.find((i) => i.id === itemId);
    if (item) {
      return item;
    }
  }
  return undefined;
}

/** A property without a recorded type is inspected with the residential checklist. */
export function templateTypeFor(propertyType: string | null | undefined): PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(propertyType ?? '')
    ? (propertyType as PropertyType)
    : 'residential';
}

// ---------------------------------------------------------------------------------------------
// Answers

export const INSPECTION_TEXT_MAX_LENGTH = 500;
export const INSPECTION_TEXTAREA_MAX_LENGTH = 5000;
export const INSPECTION_NOTE_MAX_LENGTH = 1000;
export const INSPECTION_CAPTION_MAX_LENGTH = 200;
export const INSPECTION_MAX_CHANGES = 100;
export const INSPECTION_REOPEN_REASON_MIN_LENGTH = 3;
export const INSPECTION_REOPEN_REASON_MAX_LENGTH = 500;
/** The earliest year a building can be recorded as built. */
export const INSPECTION_MIN_YEAR = 1800;

export const ConditionAnswerSchema = z.strictObject({
  rating: z.number().int().min(1).max(5),
  note: z.string().max(INSPECTION_NOTE_MAX_LENGTH).optional(),
});
export type ConditionAnswer = z.infer<typeof ConditionAnswerSchema>;

export const GpsAnswerSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** The phone's accuracy radius in metres. */
  accuracyM: z.number().min(0).max(100_000),
  capturedAt: z.iso.datetime({ offset: true }),
});
export type GpsAnswer = z.infer<typeof GpsAnswerSchema>;

/** Any stored answer; `validateAnswer` checks it against its item's kind. */
export const AnswerValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.number(),
  z.boolean(),
  ConditionAnswerSchema,
  GpsAnswerSchema,
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

/** Answers by item id. */
export const InspectionAnswersSchema = z.record(z.string(), AnswerValueSchema);
export type InspectionAnswers = z.infer<typeof InspectionAnswersSchema>;

export const INSPECTION_ANSWER_MESSAGES = {
  unknownItem: 'This item is not part of the checklist.',
  text: 'Enter text.',
  textTooLong: (max: number) => `Keep this under ${max} characters.`,
  unstorable: 'This text contains characters that cannot be saved.',
  select: 'Choose one of the listed options.',
  multiselect: 'Choose from the listed options.',
  number: 'Enter a number.',
  numberMin: (min: number) => `Enter a number of at least ${min}.`,
  numberMax: (max: number) => `Enter a number no greater than ${max}.`,
  year: 'Enter a year such as 1998.',
  yesno: 'Answer yes or no.',
  condition: 'Rate the condition from 1 (poor) to 5 (excellent).',
  noteTooLong: `Keep the note under ${INSPECTION_NOTE_MAX_LENGTH} characters.`,
  gps: 'The GPS position is not valid. Capture it again.',
} as const;

export type AnswerCheck = { ok: true; value: AnswerValue | null } | { ok: false; message: string };

function checkText(value: unknown, max: number): AnswerCheck {
  if (typeof value !== 'string') {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.text };
  }
  if (!isStorableText(value)) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.unstorable };
  }
  if (value.length > max) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.textTooLong(max) };
  }
  // An emptied field clears the answer; text is kept as typed (no trimming while the valuer types).
  return { ok: true, value: value === '' ? null : value };
}

function checkNumber(item: TemplateItem, value: unknown, message: string): AnswerCheck {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { ok: false, message };
  }
  if (item.min !== undefined && value < item.min) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.numberMin(item.min) };
  }
  if (item.max !== undefined && value > item.max) {
    return { ok: false, message: INSPECTION_ANSWER_MESSAGES.numberMax(item.max) };
  }
  return { ok: true, value };
}

/**
 * Checks one answer strictly against its item's kind and returns the value to store.
 * `null` clears an answer; an empty string or empty selection clears it too.
 * `now` bounds a year (no building is built after next year).
 */
export function validateAnswer(item: TemplateItem, value: unknown, now: Date = new Date()): AnswerCheck {
  if (value === null) {
    return { ok: true, value: null };
  }
  switch (item.kind) {
    case 'text':
      return checkText(value, INSPECTION_TEXT_MAX_LENGTH);
    case 'textarea':
      return checkText(value, INSPECTION_TEXTAREA_MAX_LENGTH);
    case 'select': {
      if (value === '') {
        return { ok: true, value: null };
      }
      const allowed = (item.options ?? []).some((o) => o.value === value);
      return allowed ? { ok: true, value: value as string } : { ok: false, message: INSPECTION_ANSWER_MESSAGES.select };
    }
    case 'multiselect': {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.multiselect };
      }
      const allowed = new Set((item.options ?? []).map((o) => o.value));
      const values = value as string[];
      if (!values.every((v) => allowed.has(v)) || new Set(values).size !== values.length) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.multiselect };
      }
      return { ok: true, value: values.length === 0 ? null : values };
    }
    case 'number':
      return checkNumber(item, value, INSPECTION_ANSWER_MESSAGES.number);
    case 'year': {
      const max = Math.min(item.max ?? Infinity, now.getUTCFullYear() + 1);
      const min = Math.max(item.min ?? -Infinity, INSPECTION_MIN_YEAR);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.year };
      }
      return { ok: true, value };
    }
    case 'yesno':
      return typeof value === 'boolean'
        ? { ok: true, value }
        : { ok: false, message: INSPECTION_ANSWER_MESSAGES.yesno };
    case 'condition': {
      const parsed = ConditionAnswerSchema.safeParse(value);
      if (!parsed.success) {
        const noteTooLong = parsed.error.issues.some((i) => i.path[0] === 'note' && i.code === 'too_big');
        return {
          ok: false,
          message: noteTooLong ? INSPECTION_ANSWER_MESSAGES.noteTooLong : INSPECTION_ANSWER_MESSAGES.condition,
        };
      }
      if (parsed.data.note !== undefined && !isStorableText(parsed.data.note)) {
        return { ok: false, message: INSPECTION_ANSWER_MESSAGES.unstorable };
      }
      const { rating, note } = parsed.data;
      return { ok: true, value: note === undefined || note === '' ? { rating } : { rating, note } };
    }
    case 'gps': {
      const parsed = GpsAnswerSchema.safeParse(value);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: INSPECTION_ANSWER_MESSAGES.gps };
    }
  }
}

/**
 * Checks a batch of changes against a template. Returns the values to apply (null = clear) or
 * the messages keyed by item id.
 */
export function validateChanges(
  template: InspectionTemplate,
  changes: Record<string, unknown>,
  now: Date = new Date(),
): { ok: true; values: Record<string, AnswerValue | null> } | { ok: false; fields: Record<string, string> } {
  const values: Record<string, AnswerValue | null> = {};
  const fields: Record<string, string> = {};
  for (const [itemId, value] of Object.entries(changes)) {
    const item = findTemplateItem(template, itemId);
    if (!item) {
      fields[itemId] = INSPECTION_ANSWER_MESSAGES.unknownItem;
      continue;
    }
    const check = validateAnswer(item, value, now);
    if (check.ok) {
      values[itemId] = check.value;
    } else {
      fields[itemId] = check.message;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, values };
}

/** Applies validated changes to answers (null removes the answer). Returns a new object. */
export function applyChanges(
  answers: InspectionAnswers,
  values: Record<string, AnswerValue | null>,
): InspectionAnswers {
  const next: InspectionAnswers = { ...answers };
  for (const [itemId, value] of Object.entries(values)) {
    if (value === null) {
      delete next[itemId];
    } else {
      next[itemId] = value;
    }
  }
  return next;
}

/** An answer counts when it says something: not blank text, not an empty selection. */
export function isAnswered(value: AnswerValue | null | undefined): boolean {
  if (value === null || value === undefined) {
    return false;
  }
  if (typeof value === 'string') {
    return value.trim() !== '';
  }
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  return true;
}

export const MissingItemSchema = z.object({ itemId: z.string(), sectionId: z.string(), label: z.string() });
export type MissingItem = z.infer<typeof MissingItemSchema>;

/** Required items without an answer, in checklist order. */
export function missingItems(template: InspectionTemplate, answers: Partial<InspectionAnswers>): MissingItem[] {
  return templateItems(template)
    .filter(({ item }) => item.required && !isAnswered(answers[item.id]))
    .map(({ item, section }) => ({ itemId: item.id, sectionId: section.id, label: item.label }));
}

export interface InspectionProgress {
  answeredCount: number;
  requiredCount: number;
}

/** answeredCount: items of the template with an answer; requiredCount: required items. */
export function inspectionProgress(
  template: InspectionTemplate,
  answers: Partial<InspectionAnswers>,
): InspectionProgress {
  const items = templateItems(template);
  return {
    answeredCount: items.filter(({ item }) => isAnswered(answers[item.id])).length,
    requiredCount: items.filter(({ item }) => item.required).length,
  };
}

/** Answered and total items per section, in checklist order. */
export function sectionProgress(
  template: InspectionTemplate,
  answers: Partial<InspectionAnswers>,
): { sectionId: string; title: string; answered: number; total: number }[] {
  return template.sections.map((section) => ({
    sectionId: section.id,
    title: section.title,
    answered: section.items.filter((item) => isAnswered(answers[item.id])).length,
    total: section.items.length,
  }));
}

/** The first gps answer of the checklist (the property's position), if recorded. */
export function inspectionGps(template: InspectionTemplate, answers: Partial<InspectionAnswers>): GpsAnswer | null {
  for (const { item } of templateItems(template)) {
    const value = answers[item.id];
    if (item.kind === 'gps' && isAnswered(value)) {
      const parsed = GpsAnswerSchema.safeParse(value);
      if (parsed.success) {
        return parsed.data;
      }
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Statuses and messages

export const INSPECTION_STATUSES = ['in_progress', 'submitted'] as const;
export const InspectionStatusSchema = z.enum(INSPECTION_STATUSES);
export type InspectionStatus = z.infer<typeof InspectionStatusSchema>;

/** The list also shows visits still to inspect: scheduled, nothing recorded yet. */
export const INSPECTION_LIST_STATUSES = ['to_do', ...INSPECTION_STATUSES] as const;
export const InspectionListStatusSchema = z.enum(INSPECTION_LIST_STATUSES);
export type InspectionListStatus = z.infer<typeof InspectionListStatusSchema>;

export const INSPECTION_STATUS_LABELS: Record<InspectionListStatus, string> = {
  to_do: 'To do',
  in_progress: 'In progress',
  submitted: 'Submitted',
};

export const INSPECTION_MESSAGES = {
  notFound: 'Inspection not found',
  conflict: 'Someone else changed this inspection. Review the highlighted fields.',
  submittedReadOnly: 'This inspection has been submitted and can no longer be edited.',
  missing: 'Fill in the required items before submitting.',
  notSubmitted: 'This inspection is not submitted.',
  visitNotFound: 'Visit not found',
  visitCancelled: 'This visit was cancelled, so it cannot be inspected.',
  visitCompleted: 'This visit is already completed.',
  onlyVisitAgent: 'Only the valuer assigned to this visit can inspect it.',
  clientsCannotView:
    'Inspections are recorded by valuers. Your request page shows a summary once the inspection is submitted.',
  onlyAdminReopen: 'Only an administrator can reopen an inspection.',
  photoNotFound: 'Photo not found',
  photoItem: 'Choose the checklist item this photo belongs to.',
  photoClientId: 'The photo upload is missing its identifier. Try again.',
  photoTakenAt: 'The time the photo was taken is not valid.',
  captionTooLong: `Keep the caption under ${INSPECTION_CAPTION_MAX_LENGTH} characters.`,
  reopenReason: `Give a reason of at least ${INSPECTION_REOPEN_REASON_MIN_LENGTH} characters.`,
  reopenReasonTooLong: `Keep the reason under ${INSPECTION_REOPEN_REASON_MAX_LENGTH} characters.`,
  version: 'Reload the inspection and try again.',
  changesEmpty: 'There is nothing to save.',
  tooManyChanges: `Save at most ${INSPECTION_MAX_CHANGES} changes at once.`,
  started: 'Inspection started',
  submitted: 'Inspection submitted',
  reopened: 'Inspection reopened',
} as const;

/** The page's status line: where the valuer's changes stand. */
export const INSPECTION_SAVE_STATUS = {
  saved: 'All changes saved',
  saving: 'Saving…',
} as const;

function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The status line while offline: what waits in the phone, e.g. 'Offline — 3 changes and 2 photos
 * waiting', 'Offline — 1 change waiting', or 'Offline — all changes saved on this phone'.
 */
export function offlineStatusText(changes: number, photos: number): string {
  const parts: string[] = [];
  if (changes > 0) {
    parts.push(countOf(changes, 'change', 'changes'));
  }
  if (photos > 0) {
    parts.push(countOf(photos, 'photo', 'photos'));
  }
  if (parts.length === 0) {
    return 'Offline — all changes saved on this phone';
  }
  return `Offline — ${parts.join(' and ')} waiting`;
}

// ---------------------------------------------------------------------------------------------
// Request bodies

const VersionSchema = z
  .number({ error: INSPECTION_MESSAGES.version })
  .int({ error: INSPECTION_MESSAGES.version })
  .min(1, {
    error: INSPECTION_MESSAGES.version,
  });

/**
 * PATCH /api/inspections/:id — answers changed since `version` (null clears one). Each value is
 * checked against its item with validateChanges; this schema checks the envelope.
 */
export const PatchInspectionBodySchema = z.object({
  version: VersionSchema,
  // Values are checked per item by validateChanges, so each message names the item it is about.
  changes: z
    .record(z.string().min(1).max(100), z.unknown())
    .refine((c) => Object.keys(c).length > 0, { error: INSPECTION_MESSAGES.changesEmpty })
    .refine((c) => Object.keys(c).length <= INSPECTION_MAX_CHANGES, { error: INSPECTION_MESSAGES.tooManyChanges }),
});
export interface PatchInspectionBody {
  version: number;
  changes: Record<string, AnswerValue | null>;
}

/**
 * POST /api/inspections/:id/submit — `inspectedOn`: the Nairobi day the valuer was on site (today
 * when left out; rules in inspection-date.ts); `confirmVisitDate`: the valuer confirmed that day
 * for a visit booked later, which moves the visit to it.
 */
export const SubmitInspectionBodySchema = z.object({
  version: VersionSchema,
  inspectedOn: InspectedOnSchema.optional(),
  confirmVisitDate: z.boolean().optional(),
});
export type SubmitInspectionBody = z.infer<typeof SubmitInspectionBodySchema>;

/** POST /api/inspections/:id/reopen (admin) */
export const ReopenInspectionBodySchema = z.object({
  reason: storableString({ error: INSPECTION_MESSAGES.reopenReason })
    .trim()
    .min(INSPECTION_REOPEN_REASON_MIN_LENGTH, { error: INSPECTION_MESSAGES.reopenReason })
    .max(INSPECTION_REOPEN_REASON_MAX_LENGTH, { error: INSPECTION_MESSAGES.reopenReasonTooLong }),
});
export type ReopenInspectionBody = z.infer<typeof ReopenInspectionBodySchema>;

const CaptionSchema = storableString({ error: INSPECTION_MESSAGES.captionTooLong })
  .trim()
  .max(INSPECTION_CAPTION_MAX_LENGTH, { error: INSPECTION_MESSAGES.captionTooLong })
  .transform((v) => (v === '' ? null : v));

/** PATCH /api/inspections/:id/photos/:photoId — an empty caption removes it. */
export const PhotoCaptionBodySchema = z.object({ caption: CaptionSchema.nullable() });
export type PhotoCaptionBody = z.infer<typeof PhotoCaptionBodySchema>;

/**
 * The text fields of POST /api/inspections/:id/photos (multipart, sent before the file):
 * the item, the browser-chosen id that makes a retry idempotent, caption, and the time the
 * photo was taken (used when the image itself carries none).
 */
export const PhotoUploadFieldsSchema = z.object({
  itemId: z.string({ error: INSPECTION_MESSAGES.photoItem }).min(1, { error: INSPECTION_MESSAGES.photoItem }).max(100),
  clientId: z.uuid({ error: INSPECTION_MESSAGES.photoClientId }),
  caption: CaptionSchema.optional(),
  takenAt: z.iso.datetime({ offset: true, error: INSPECTION_MESSAGES.photoTakenAt }).optional(),
});
export type PhotoUploadFields = z.infer<typeof PhotoUploadFieldsSchema>;

/** GET /api/inspections query */
export const InspectionListQuerySchema = z.object({
  agentId: z.uuid().optional(),
  status: InspectionListStatusSchema.optional(),
});
export type InspectionListQuery = z.infer<typeof InspectionListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

const Instant = z.iso.datetime({ offset: true });

export const InspectionListItemSchema = z.object({
  visitId: z.uuid(),
  requestId: z.uuid(),
  inspectionId: z.uuid().nullable(),
  status: InspectionListStatusSchema,
  scheduledDate: Instant,
  property: z.object({
    title: z.string(),
    address: z.string().nullable(),
    propertyType: InspectionPropertyTypeSchema.nullable(),
  }),
  agent: z.object({ id: z.uuid(), fullName: z.string() }),
  answeredCount: z.number().int(),
  requiredCount: z.number().int(),
  photoCount: z.number().int(),
  updatedAt: Instant.nullable(),
});
export type InspectionListItem = z.infer<typeof InspectionListItemSchema>;

export const InspectionListResponseSchema = z.object({ items: z.array(InspectionListItemSchema) });
export type InspectionListResponse = z.infer<typeof InspectionListResponseSchema>;

export const InspectionPhotoSchema = z.object({
  /** The document id. */
  id: z.uuid(),
  clientId: z.uuid(),
  itemId: z.string(),
  caption: z.string().nullable(),
  /** '/api/documents/<id>/content' */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  takenAt: Instant.nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  createdAt: Instant,
});
export type InspectionPhoto = z.infer<typeof InspectionPhotoSchema>;

export const InspectionDetailSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  visitId: z.uuid(),
  status: InspectionStatusSchema,
  version: z.number().int(),
  /** The template as stamped when the inspection started. */
  template: InspectionTemplateSchema,
  answers: InspectionAnswersSchema,
  photos: z.array(InspectionPhotoSchema),
  property: z.object({
    title: z.string(),
    address: z.string().nullable(),
    propertyType: InspectionPropertyTypeSchema.nullable(),
    lrNumber: z.string().nullable(),
    county: z.string().nullable(),
    town: z.string().nullable(),
  }),
  agent: z.object({ id: z.uuid(), fullName: z.string() }),
  visit: z.object({ scheduledDate: Instant, status: z.enum(['scheduled', 'completed', 'cancelled']) }),
  startedAt: Instant,
  updatedAt: Instant,
  submittedAt: Instant.nullable(),
  /** The Nairobi day the valuer was on site (YYYY-MM-DD), recorded on submit; null before. */
  inspectedOn: z.iso.date().nullable(),
  missing: z.array(MissingItemSchema),
});
export type InspectionDetail = z.infer<typeof InspectionDetailSchema>;

/** The 409 body of a conflicting save carries the current inspection in details.current. */
export const InspectionConflictDetailsSchema = z.object({ current: InspectionDetailSchema });

/** The 400 body of a refused submit carries the missing items in details.missing. */
export const InspectionMissingDetailsSchema = z.object({ missing: z.array(MissingItemSchema) });

/** GET /api/visits/:visitId/inspection-summary (the visit's valuer, admin) */
export const VisitInspectionSummarySchema = z.object({
  inspectionId: z.uuid().nullable(),
  status: InspectionListStatusSchema,
  answeredCount: z.number().int(),
  requiredCount: z.number().int(),
  photoCount: z.number().int(),
  gps: GpsAnswerSchema.nullable(),
  missing: z.array(MissingItemSchema),
  submittedAt: Instant.nullable(),
  /** The Nairobi day the valuer was on site, once submitted. */
  inspectedOn: z.iso.date().nullable(),
  sections: z.array(z.object({ title: z.string(), answered: z.number().int(), total: z.number().int() })),
});
export type VisitInspectionSummary = z.infer<typeof VisitInspectionSummarySchema>;

/**
 * GET /api/requests/:requestId/inspection-summary — what the client sees once the inspection is
 * submitted: when, by whom, which parts were inspected, how many photos. No recorded values.
 * Before that (no visit yet, a visit booked or cancelled, an inspection still being filled in)
 * the answer says so, `{ status: 'not_submitted' }`, rather than that the request is missing.
 */
export const SubmittedInspectionSummarySchema = z.object({
  status: z.literal('submitted'),
  /** The visit's date, YYYY-MM-DD in Nairobi. */
  visitedOn: z.iso.date(),
  inspectedBy: z.string(),
  inspected: z.array(z.string()),
  photoCount: z.number().int(),
});
export const RequestInspectionSummarySchema = z.discriminatedUnion('status', [
  SubmittedInspectionSummarySchema,
  z.object({ status: z.literal('not_submitted') }),
]);
export type RequestInspectionSummary = z.infer<typeof RequestInspectionSummarySchema>;
export type SubmittedInspectionSummary = z.infer<typeof SubmittedInspectionSummarySchema>;
