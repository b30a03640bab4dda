import { z } from 'zod';
import { InspectedOnSchema } from '../inspection-date.ts';
import { storableString } from '../text.ts';
import {
  GpsAnswerSchema,
  INSPECTION_CAPTION_MAX_LENGTH,
  INSPECTION_MAX_CHANGES,
  INSPECTION_REOPEN_REASON_MAX_LENGTH,
  INSPECTION_REOPEN_REASON_MIN_LENGTH,
  InspectionAnswersSchema,
  MissingItemSchema,
  type AnswerValue,
} from './answers.ts';
import { INSPECTION_MESSAGES, InspectionListStatusSchema, InspectionStatusSchema } from './messages.ts';
import { InspectionPropertyTypeSchema, InspectionTemplateSchema } from './template.ts';

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
