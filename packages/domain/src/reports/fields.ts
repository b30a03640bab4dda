import { z } from 'zod';

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
