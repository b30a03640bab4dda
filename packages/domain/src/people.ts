import { z } from 'zod';
import { AuditLogItemSchema } from './audit-log.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { KenyanPhoneSchema } from './phone.ts';
import { VRB_NUMBER_PATTERN } from './reports.ts';
import { RoleSchema, type Role } from './access/index.ts';
import { CERTIFICATE_MESSAGES, type CertificateState } from './valuer-certificate.ts';
import { nairobiToday, parseYmd } from './nairobi-time.ts';
import { defineMessages, withParams } from './messages/define.ts';

/**
 * People and roles in the admin area (/admin/users): the rules' messages. The contract of the
 * admin people routes lives here too.
 */
export const PEOPLE_MESSAGES = defineMessages('people', {
  /** Shown at sign-in (after a correct password) to someone whose account is deactivated. */
  deactivatedSignIn: 'This account has been deactivated. Contact the firm if you think this is a mistake.',
  lastAdmin: 'This is the last active admin: make someone else an admin first.',
  ownAdminRole: 'You cannot remove your own admin role. Ask another admin to do it.',
  ownDeactivation: 'You cannot deactivate your own account.',
  notFound: 'This person was not found.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'This account is active.',
  notAValuer: 'Only valuers and admins have valuer details: make this person a valuer first.',
  noSignature: 'No signature has been added for this valuer yet.',
  reason: 'Say why, in 3 to 500 characters.',
  vrbNumber: 'Enter the VRB registration number, e.g. VRB/A/1234.',
  certificateYear: withParams(
    (p: { max: number }) => `Enter the certificate year, from 1990 to ${p.max}.`,
    (max: number) => ({ max }),
  ),
  certificateExpiresOn: 'Enter the expiry date as a real date, e.g. 31/12/2026.',
  certificateYearMissing: 'Enter the certificate year as well as its expiry date.',
  certificateExpiryMissing: 'Enter the expiry date as well as the certificate year.',
});

/** The words an admin sees for a role (the data keeps user/agent/admin). */
export const ROLE_LABELS: Record<Role, string> = { user: 'Client', agent: 'Valuer', admin: 'Admin' };

export const PERSON_STATUSES = ['active', 'deactivated'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];
export const PERSON_STATUS_LABELS: Record<PersonStatus, string> = { active: 'Active', deactivated: 'Deactivated' };

/** A blank query-string value is no filter. */
const blank = (value: unknown) => (value === '' ? undefined : value);

export const PeopleFiltersSchema = z.object({
  /** Name or e-mail contains. */
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
  role: z.preprocess(blank, RoleSchema.optional()),
  status: z.preprocess(blank, z.enum(PERSON_STATUSES).optional()),
});
export type PeopleFilters = z.infer<typeof PeopleFiltersSchema>;

/** Newest account first, keyset pages. */
export const PeopleQuerySchema = z.object({ ...PeopleFiltersSchema.shape, ...PageQuerySchema.shape });
export type PeopleQuery = z.infer<typeof PeopleQuerySchema>;

export const CERTIFICATE_STATES = [
  'missing',
  'valid',
  'expiring',
  'expired',
] as const satisfies readonly CertificateState[];

export const PersonListItemSchema = z.object({
  userId: z.string(),
  profileId: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  role: RoleSchema,
  status: z.enum(PERSON_STATUSES),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** Valuers only: the practising certificate's state and expiry. */
  certificate: z.object({ state: z.enum(CERTIFICATE_STATES), expiresOn: z.string().nullable() }).nullable(),
});
export type PersonListItem = z.infer<typeof PersonListItemSchema>;

export const PeoplePageSchema = pageOf(PersonListItemSchema);
export type PeoplePage = z.infer<typeof PeoplePageSchema>;

export const AdminValuerDetailsSchema = z.object({
  vrbNumber: z.string().nullable(),
  certificateYear: z.number().int().nullable(),
  certificateExpiresOn: z.string().nullable(),
  certificateState: z.enum(CERTIFICATE_STATES),
  hasSignature: z.boolean(),
  signatureUrl: z.string().nullable(),
  /** Requests assigned to them that are not completed or cancelled. */
  openRequests: z.number().int(),
});
export type AdminValuerDetails = z.infer<typeof AdminValuerDetailsSchema>;

export const PersonDetailSchema = PersonListItemSchema.extend({
  phone: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  deactivatedReason: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  /** Live sessions: the devices they are signed in on. */
  sessionCount: z.number().int(),
  /** Valuers and admins (admins may sign reports too); null for clients. */
  valuer: AdminValuerDetailsSchema.nullable(),
  /** Their latest audited actions, newest first. */
  recentActivity: z.array(AuditLogItemSchema),
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

export const RECENT_ACTIVITY_LIMIT = 10;

export const PersonParamsSchema = z.object({ userId: z.string().trim().min(1).max(100) });

export const ChangeRoleBodySchema = z.strictObject({ role: RoleSchema });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBodySchema>;

export const DeactivateBodySchema = z.strictObject({
  reason: z
    .string({ error: PEOPLE_MESSAGES.reason })
    .trim()
    .min(3, { error: PEOPLE_MESSAGES.reason })
    .max(500, { error: PEOPLE_MESSAGES.reason }),
});
export type DeactivateBody = z.infer<typeof DeactivateBodySchema>;

export const CERTIFICATE_YEAR_MIN = 1990;
export function certificateYearMax(today: string = nairobiToday()): number {
  return Number(today.slice(0, 4)) + 1;
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * What an admin records for a valuer: VRB number, practising certificate (year and expiry,
 * checked by the firm, so set only here), phone. Empty fields clear the value.
 */
export const AdminValuerProfileBodySchema = z
  .strictObject({
    vrbNumber: z.preprocess(
      emptyToNull,
      z.string().trim().regex(VRB_NUMBER_PATTERN, { error: PEOPLE_MESSAGES.vrbNumber }).nullable(),
    ),
    certificateYear: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: () => PEOPLE_MESSAGES.certificateYear(certificateYearMax()) })
        .int({ error: () => PEOPLE_MESSAGES.certificateYear(certificateYearMax()) })
        .refine((y) => y >= CERTIFICATE_YEAR_MIN && y <= certificateYearMax(), {
          error: () => PEOPLE_MESSAGES.certificateYear(certificateYearMax()),
        })
        .nullable(),
    ),
    certificateExpiresOn: z.preprocess(
      emptyToNull,
      z
        .string({ error: PEOPLE_MESSAGES.certificateExpiresOn })
        .trim()
        .refine((v) => parseYmd(v) !== null, { error: PEOPLE_MESSAGES.certificateExpiresOn })
        .nullable(),
    ),
    phone: z.preprocess(emptyToNull, KenyanPhoneSchema.nullable()),
  })
  .superRefine((body, ctx) => {
    const { certificateYear: year, certificateExpiresOn: expires } = body;
    if (expires !== null && year === null) {
      ctx.addIssue({ code: 'custom', path: ['certificateYear'], message: PEOPLE_MESSAGES.certificateYearMissing });
    } else if (year !== null && expires === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['certificateExpiresOn'],
        message: PEOPLE_MESSAGES.certificateExpiryMissing,
      });
    } else if (year !== null && expires !== null && Number(expires.slice(0, 4)) < year) {
      ctx.addIssue({ code: 'custom', path: ['certificateExpiresOn'], message: CERTIFICATE_MESSAGES.expiryBeforeYear });
    }
  });
export type AdminValuerProfileBody = z.infer<typeof AdminValuerProfileBodySchema>;
export type AdminValuerProfileInput = z.input<typeof AdminValuerProfileBodySchema>;

export interface RoleChangeFacts {
  actorId: string;
  targetId: string;
  fromRole: Role;
  toRole: Role;
  /** Whether the target's account is active. */
  targetActive: boolean;
  /** Active admins now, the target included when they are one. */
  activeAdminCount: number;
}

/** Why an admin may not make this role change (null: they may). */
export function roleChangeProblem(f: RoleChangeFacts): string | null {
  const losesAdmin = f.fromRole === 'admin' && f.toRole !== 'admin';
  if (!losesAdmin) {
    return null;
  }
  if (f.actorId === f.targetId) {
    return PEOPLE_MESSAGES.ownAdminRole;
  }
  return f.targetActive && f.activeAdminCount <= 1 ? PEOPLE_MESSAGES.lastAdmin : null;
}

export interface DeactivationFacts {
  actorId: string;
  targetId: string;
  targetRole: Role;
  targetActive: boolean;
  activeAdminCount: number;
}

/** Why an admin may not deactivate this account (null: they may). */
export function deactivationProblem(f: DeactivationFacts): string | null {
  if (f.actorId === f.targetId) {
    return PEOPLE_MESSAGES.ownDeactivation;
  }
  if (!f.targetActive) {
    return PEOPLE_MESSAGES.alreadyDeactivated;
  }
  return f.targetRole === 'admin' && f.activeAdminCount <= 1 ? PEOPLE_MESSAGES.lastAdmin : null;
}

/** What a role change does, in the confirm dialog's words. */
export function roleChangeSummary(name: string, from: Role, to: Role): string {
  const gains: Record<Role, string> = {
    user: 'they can order valuations and follow their own requests',
    agent: 'they can take requests, visit properties and write reports',
    admin: 'they can see everything, assign work, approve reports and manage people',
  };
  return `${name} changes from ${ROLE_LABELS[from]} to ${ROLE_LABELS[to]}: ${gains[to]}. Pages they have open switch at once.`;
}
