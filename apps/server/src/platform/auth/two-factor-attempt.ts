import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';

/** Endpoints that check a two-factor code: each call is one guess. */
export const TWO_FACTOR_VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/** better-auth's signed cookie "value.signature" → value (the signature is checked by better-auth itself). */
function unsignedValue(cookie: string | undefined): string | null {
  if (!cookie) {
    return null;
  }
  const dot = cookie.lastIndexOf('.');
  return dot > 0 ? cookie.slice(0, dot) : null;
}

/**
 * The account a code guess is made against, so guesses are limited per account however many
 * sign-in challenges or IPs they spread over: at sign-in, the user of the pending two-factor
 * challenge (its cookie names a verification row); when signed in (confirming an authenticator
 * app), the session's user. null when neither is known — better-auth then refuses the call.
 */
export async function twoFactorAccountOf(auth: Auth, request: FastifyRequest): Promise<string | null> {
  const context = await auth.$context;
  const challenge = unsignedValue(request.cookies[context.createAuthCookie('two_factor').name]);
  if (challenge) {
    const row = await context.internalAdapter.findVerificationValue(challenge);
    if (row) {
      return row.value;
    }
  }
  const headers = new Headers();
  headers.set('cookie', request.headers.cookie ?? '');
  const current = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  return current?.user.id ?? null;
}
