/**
 * Where the server mounts better-auth (sign-in, sign-up, sessions, tokens): its endpoints are
 * its own protocol, described by better-auth, not contracts of ours (packages/domain/src/*.endpoints.ts).
 */
// eslint-disable-next-line no-restricted-syntax -- better-auth's mount point, the one place it is written in the web.
export const BETTER_AUTH_BASE = '/api/auth';
