import { z } from 'zod';
import { FirmContactSchema } from '../firm.ts';

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
