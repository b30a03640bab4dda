/**
 * Who Thamani works for and with. The valuation firm that runs the deployment is an
 * organisation of kind `firm`; clients may be organisations too — a bank and its branches, a
 * SACCO, an insurer, a company. A person belongs to organisations through memberships, each with
 * a role there. One firm per deployment is the default, but the firm is a row like any other:
 * every request records the firm it belongs to and, when a client organisation ordered it, that
 * organisation too.
 */
export const ORGANISATION_KINDS = ['firm', 'bank', 'sacco', 'insurer', 'company', 'other'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];
