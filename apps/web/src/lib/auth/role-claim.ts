import type { Role } from '@thamani/domain/roles';

// Every role, checked by the compiler against domain/roles' Role (a missing or extra key fails
// typecheck). Not ROLES itself: domain/roles also holds RoleSchema, and importing a value from it
// would put zod into the first page load.
const KNOWN_ROLES: Record<Role, true> = { user: true, agent: true, admin: true };

/**
 * normalizeRole (domain/roles) for the role claim of the access token, without its zod schema
 * (the auth provider runs on every first load): a missing or unknown role is "user" (spec point 6).
 */
export function roleFromClaim(value: unknown): Role {
  return typeof value === 'string' && Object.hasOwn(KNOWN_ROLES, value) ? (value as Role) : 'user';
}
