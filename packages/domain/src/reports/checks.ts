import { z } from 'zod';
import { FieldKeySchema } from './fields.ts';
import { SectionIdSchema } from './sections.ts';

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
