import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// The valuer's own details, printed on every report they sign.

export const VRB_NUMBER_PATTERN = /^[A-Za-z0-9/ .-]{2,30}$/;
export const ValuerProfileSchema = z.object({
  vrbNumber: z.string().nullable(),
  hasSignature: z.boolean(),
  /** GET this for the signature image (the valuer and admins only). */
  signatureUrl: z.string().nullable(),
  /** The practising certificate the firm recorded (the valuer reads it, never sets it). */
  certificateYear: z.int().nullable(),
  /** Its last valid day, a Nairobi date YYYY-MM-DD. */
  certificateExpiresOn: z.iso.date().nullable(),
});
export type ValuerProfile = z.infer<typeof ValuerProfileSchema>;
export const UpdateValuerProfileBodySchema = z.strictObject({
  vrbNumber: z
    .string()
    .trim()
    .regex(VRB_NUMBER_PATTERN, { error: 'Enter your VRB registration number, e.g. VRB/A/1234.' }),
});
export type UpdateValuerProfileBody = z.infer<typeof UpdateValuerProfileBodySchema>;
