import { z } from 'zod';
import { CountySchema } from './counties.ts';
import type { UploadKindName } from './documents.ts';
import { PROPERTY_TYPES } from './estimate.ts';
import { INSPECTION_STATUSES } from './inspections.ts';
import { LR_PREFIX, normalizeLrNumber } from './lr-number.ts';
import { PageQuerySchema } from './pagination.ts';
import { REPORT_STATUSES } from './reports.ts';
import { REQUEST_STATUSES } from './requests.ts';
import { VISIT_STATUSES } from './visit-status.ts';
import { defineMessages } from './messages/define.ts';

/**
 * The one search key of an LR / parcel number: `LR 209/1234`, `L.R. No. 209/1234`,
 * `LR No.209/1234` and `209/1234` all give `209/1234`; registry forms keep their words,
 * upper-cased (`Nairobi/Block 82/1234` → `NAIROBI/BLOCK 82/1234`). Null when the value does
 * not read as an LR number.
 */
export function lrSearchKey(value: string): string | null {
  const tidy = value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .replace(LR_PREFIX, '');
  return normalizeLrNumber(tidy)?.toUpperCase() ?? null;
}

const SEARCH_TEXT_MAX_LENGTH = 100;

/** A blank filter (an empty box sent as `q=`) is no filter. */
const optionalText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX_LENGTH, { error: `Use at most ${SEARCH_TEXT_MAX_LENGTH} characters.` })
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const AdminPropertiesQuerySchema = PageQuerySchema.extend({
  q: optionalText,
  county: z.preprocess((value) => (value === '' ? undefined : value), CountySchema.optional()),
  town: optionalText,
});
export type AdminPropertiesQuery = z.infer<typeof AdminPropertiesQuerySchema>;

const nullableText = z.string().nullable();

export const AdminPropertyListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  county: nullableText,
  town: nullableText,
  lrNumber: nullableText,
  requestCount: z.number().int(),
  lastRequestedAt: z.iso.datetime().nullable(),
  /** Whole KSh, from the most recently approved report. */
  latestMarketValue: z.number().nullable(),
  /** Another property with the same LR key (the oldest one), when there is one. */
  possibleDuplicateOf: z.uuid().nullable(),
});
export type AdminPropertyListItem = z.infer<typeof AdminPropertyListItemSchema>;

const PersonSchema = z.object({ name: z.string() });

export const PropertyRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(REQUEST_STATUSES),
  purpose: nullableText,
  requestedAt: z.iso.datetime(),
  dueDate: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  requester: PersonSchema,
  valuer: PersonSchema.nullable(),
});

export const PropertyVisitSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(VISIT_STATUSES),
  scheduledDate: z.iso.datetime(),
  valuer: PersonSchema,
});

export const PropertyInspectionSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(INSPECTION_STATUSES),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
});

const ValuesSchema = {
  marketValue: z.number().nullable(),
  forcedSaleValue: z.number().nullable(),
  insuranceValue: z.number().nullable(),
};

export const PropertyReportSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  /** Submissions so far (0 while a first draft). */
  n: z.number().int(),
  ...ValuesSchema,
  /** The verification code of the latest approved PDF. */
  verifyCode: nullableText,
});

export const PropertyDocumentSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid().nullable(),
  name: z.string(),
  kind: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  url: z.string(),
});

/** One approved submission's values, by approval date. */
export const PropertyValueSchema = z.object({
  reportId: z.uuid(),
  n: z.number().int(),
  approvedAt: z.iso.datetime(),
  ...ValuesSchema,
});

export const SameLrPropertySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  county: nullableText,
  town: nullableText,
  lrNumber: nullableText,
});

export const AdminPropertyDetailSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  county: nullableText,
  town: nullableText,
  address: nullableText,
  lrNumber: nullableText,
  sizeSqm: z.number().nullable(),
  bedrooms: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  requests: z.array(PropertyRequestSchema),
  visits: z.array(PropertyVisitSchema),
  inspections: z.array(PropertyInspectionSchema),
  reports: z.array(PropertyReportSchema),
  documents: z.array(PropertyDocumentSchema),
  values: z.array(PropertyValueSchema),
  /** Properties with the same LR key: likely the same property entered again. */
  sameLr: z.array(SameLrPropertySchema),
});
export type AdminPropertyDetail = z.infer<typeof AdminPropertyDetailSchema>;

export const DOCUMENT_KIND_LABELS: Record<UploadKindName, string> = {
  requestDocument: 'Client document',
  extractionSource: 'Document read by the extractor',
  inspectionPhoto: 'Inspection photo',
  signature: 'Signature',
  report_pdf: 'Report PDF',
};

export const PROPERTY_MESSAGES = defineMessages('properties', {
  notFound: 'This property was not found.',
});
