import { z } from 'zod';
import { RoleSchema } from './access/index.ts';

/** GET /api/me — the signed-in user, their profile and their role (from user_roles). */
export const MeResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
  }),
  profile: z.object({
    id: z.uuid(),
    fullName: z.string().nullable(),
    email: z.string(),
  }),
  role: RoleSchema,
  /**
   * Two-factor sign-in: whether it is on, and whether this person's role requires it
   * (TWO_FACTOR_REQUIRED_FOR). Always sent by the server; optional for older cached copies.
   */
  twoFactor: z.object({ enabled: z.boolean(), required: z.boolean() }).optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** PUT /api/me/role — role self-service (demo only). */
export const ChangeRoleBodySchema = z.object({ role: RoleSchema });
export const ChangeRoleResponseSchema = z.object({ role: RoleSchema });

/** GET /api/auth/validate — the server's token validation. */
export const ValidateResponseSchema = z.object({ role: RoleSchema });

/** GET /api/settings — public switches the UI mirrors. */
export const PublicSettingsSchema = z.object({
  roleSelfService: z.boolean(),
  requireEmailConfirmation: z.boolean(),
  devMailbox: z.boolean(),
  /** M-Pesa goes to the Daraja simulator on this server: the UI links to its simulated phone page. */
  mpesaSimulator: z.boolean(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** Display name rule: full_name, else e-mail, else "User". */
export function displayName(fullName: string | null | undefined, email?: string | null): string {
  if (fullName && fullName.trim() !== '') {
    return fullName;
  }
  return email && email !== '' ? email : 'User';
}
