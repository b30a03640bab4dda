import { z } from 'zod';
import { EXTRACTION_METHODS, EXTRACTION_STATUSES, ExtractionFieldNameSchema } from './messages.ts';

export const BoxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Box = z.infer<typeof BoxSchema>;

export const AreaValueSchema = z.object({
  unit: z.enum(['ha', 'acres', 'm2']),
  /** As written, in its unit. */
  amount: z.number(),
  squareMetres: z.number(),
  hectares: z.number(),
  acres: z.number(),
});
export type AreaValue = z.infer<typeof AreaValueSchema>;

export const ExtractedFieldSchema = z.object({
  name: ExtractionFieldNameSchema,
  /** As found on the page. */
  value: z.string(),
  /** The tidy form the app stores (LR number tidied, date ISO, area in m², county's official name). */
  normalised: z.string(),
  confidence: z.number().min(0).max(1),
  page: z.number().int().min(1),
  box: BoxSchema.nullable(),
  area: AreaValueSchema.nullable().optional(),
});
export type ExtractedField = z.infer<typeof ExtractedFieldSchema>;

export const ExtractionPageSchema = z.object({
  page: z.number().int().min(1),
  width: z.number(),
  height: z.number(),
  method: z.enum(['text', 'ocr']),
});
export type ExtractionPage = z.infer<typeof ExtractionPageSchema>;

const confirmedValue = z.string().trim().max(120);
export const ConfirmedFieldsSchema = z.partialRecord(ExtractionFieldNameSchema, confirmedValue);
export type ConfirmedFields = z.infer<typeof ConfirmedFieldsSchema>;

export const ExtractionSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  filename: z.string(),
  /** The request the document belongs to, when it is a request's document. */
  requestId: z.uuid().nullable(),
  status: z.enum(EXTRACTION_STATUSES),
  method: z.enum(EXTRACTION_METHODS).nullable(),
  jobId: z.string().nullable(),
  /** 0–100. */
  progress: z.number(),
  pageCount: z.number().int().nullable(),
  pagesDone: z.number().int(),
  pages: z.array(ExtractionPageSchema),
  fields: z.array(ExtractedFieldSchema),
  confirmedFields: ConfirmedFieldsSchema.nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Extraction = z.infer<typeof ExtractionSchema>;

export const ExtractionListSchema = z.object({
  items: z.array(ExtractionSchema.pick({ id: true, filename: true, status: true, pageCount: true, createdAt: true, requestId: true })),
});
export type ExtractionList = z.infer<typeof ExtractionListSchema>;

export const CreateExtractionBodySchema = z.object({ documentId: z.uuid() });
export const ConfirmExtractionBodySchema = z.object({ fields: ConfirmedFieldsSchema });
export const ApplyExtractionBodySchema = z.object({ requestId: z.uuid() });
export const ApplyExtractionResultSchema = z.object({
  propertyId: z.uuid(),
  changed: z.array(z.enum(['lrNumber', 'county', 'sizeSqm'])),
});
