import { z } from 'zod';
import { TemplateFieldSchema, VALUE_KINDS } from './fields.ts';
import { REPORT_MESSAGES } from './messages.ts';
import { RichTextDocSchema } from './rich-text.ts';

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
