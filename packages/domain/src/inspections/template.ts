import { z } from 'zod';
import { PROPERTY_TYPES, type PropertyType } from '../estimate.ts';

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
