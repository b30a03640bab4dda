/**
 * Query keys of auth-owned data. A role change invalidates exactly `me` and `validate`.
 * Kept apart from the fetchers in auth-keys.ts (which pull in the zod schemas) so the auth
 * provider can use the keys in the first page load.
 */
export const authKeys = {
  session: ['auth', 'session'] as const,
  me: ['me'] as const,
  validate: ['auth', 'validate'] as const,
  settings: ['settings'] as const,
};
