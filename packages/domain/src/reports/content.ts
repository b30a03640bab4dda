import { z } from 'zod';
import { INPUT_MESSAGES } from '../messages.ts';
import { isStorableText } from '../text.ts';
import { FieldKeySchema, ReportFieldsSchema } from './fields.ts';
import { ReportSectionsSchema } from './sections.ts';

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
export function allStorable(value: unknown): boolean {
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
