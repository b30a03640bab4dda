import { z } from 'zod';
import { RoleSchema } from './access/index.ts';

/**
 * Who Thamani works for and with. The valuation firm that runs the deployment is an
 * organisation of kind `firm`; clients may be organisations too — a bank and its branches, a
 * SACCO, an insurer, a company. A person belongs to organisations through memberships, each with
 * a role there. One firm per deployment is the default, but the firm is a row like any other:
 * every request records the firm it belongs to and, when a client organisation ordered it, that
 * organisation too.
 */
export const ORGANISATION_KINDS = ['firm', 'bank', 'sacco', 'insurer', 'company', 'other'] as const;
export const OrganisationKindSchema = z.enum(ORGANISATION_KINDS);
export type OrganisationKind = z.infer<typeof OrganisationKindSchema>;

export const ORGANISATION_KIND_LABELS: Record<OrganisationKind, string> = {
  firm: 'Valuation firm',
  bank: 'Bank',
  sacco: 'SACCO',
  insurer: 'Insurer',
  company: 'Company',
  other: 'Other organisation',
};

export const OrganisationSchema = z.object({
  id: z.uuid(),
  kind: OrganisationKindSchema,
  name: z.string(),
  /** The organisation it is a branch of (a bank's branch), or null. */
  parentId: z.uuid().nullable(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/** A person's place in an organisation: the role they hold there. */
export const MembershipSchema = z.object({ organisationId: z.uuid(), role: RoleSchema });
export type Membership = z.infer<typeof MembershipSchema>;

/** Whether the memberships put the person in the organisation (or in the organisation it is a branch of). */
export function isMemberOf(memberships: readonly Pick<Membership, 'organisationId'>[], organisation: Pick<Organisation, 'id' | 'parentId'>): boolean {
  return memberships.some((m) => m.organisationId === organisation.id || (organisation.parentId !== null && m.organisationId === organisation.parentId));
}
