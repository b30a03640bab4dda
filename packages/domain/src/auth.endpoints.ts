import { endpoint } from './endpoints.ts';
import { ValidateResponseSchema } from './me.ts';

/**
 * Thamani's own word on a session. Sign-in, sign-up, sessions and tokens are better-auth's
 * endpoints under /api/auth, described by better-auth, not here.
 */
export const AUTH_ENDPOINTS = {
  validate: endpoint({
    method: 'GET',
    path: '/api/auth/validate',
    access: 'signed-in',
    response: ValidateResponseSchema,
    tag: 'auth',
    summary: "Server-side token validation: the caller's role, read from user_roles",
  }),
};
