import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';
import type { RateLimitSettings } from '#env.ts';
import { explainInvalidOrigin } from '../origins.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { Auth } from './auth.ts';
import { accountEmailOf, readAuthBody, type AuthBody } from './auth-body.ts';
import { checkAuthBody } from './auth-body-rules.ts';
import { toAuthFetchRequest } from './auth-forward.ts';
import { AUTH_BASE_PATH, resolveAuthPath } from './auth-path.ts';
import { TWO_FACTOR_VERIFY_PATHS, twoFactorAccountOf } from './two-factor-attempt.ts';

export const RATE_LIMITED_MESSAGE = HTTP_MESSAGES.rateLimited;

/** Endpoints that send mail share the sign-up limits (they could be used to flood an inbox). */
const MAIL_SENDING_PATHS = new Set(['/sign-up/email', '/request-password-reset', '/send-verification-email']);

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') {
      void reply.header(name, value);
    }
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    void reply.header('set-cookie', cookies);
  }
  const body = Buffer.from(await response.arrayBuffer());
  await reply.send(body.length > 0 ? body : null);
}

/**
 * Mounts better-auth under /api/auth/*: Fastify request → Fetch Request → better-auth →
 * Fetch Response → Fastify reply (set-cookie kept). Our own static routes under /api/auth
 * (GET /api/auth/validate) take precedence over this wildcard. Rate limits on sign-in and
 * sign-up (per IP and per account) are stored in PostgreSQL, so they hold across processes.
 * Only the canonical spelling of an endpoint path and JSON bodies get through, so the path and
 * e-mail a limit is decided on are the ones better-auth acts on.
 */
export function registerAuthProxy(
  app: FastifyInstance,
  deps: { auth: Auth; publicUrl: string; limiter: RateLimiter; limits: RateLimitSettings },
): void {
  const { limiter, limits } = deps;

  /**
   * Counts the attempt first (one atomic upsert), then refuses it when it is over the limit:
   * concurrent attempts each get their own count, so no more than `max` of them go through.
   */
  async function enforce(reply: FastifyReply, key: string, max: number, windowSeconds: number): Promise<void> {
    const hit = await limiter.hit(key, windowSeconds);
    if (hit.count > max) {
      void reply.header('retry-after', Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)));
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
    }
  }

  void app.register(async (scope) => {
    // Keep the raw bytes: auth-body.ts reads them once, for our checks and for better-auth.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: {
        tags: ['auth'],
        summary: 'better-auth endpoints',
        description:
          'sign-up/email, sign-in/email, sign-out, get-session, token, jwks, revoke-sessions, request-password-reset, reset-password, verify-email, change-password, two-factor/* (better-auth 1.7).',
      },
      handler: async (request, reply) => {
        // Limits are keyed on the path better-auth will execute; any other spelling of it is refused.
        const path = resolveAuthPath(request.url);
        if (path === null) {
          throw new AppError('NOT_FOUND', HTTP_MESSAGES.routeNotFound(request.method, request.url.split('?')[0] ?? ''));
        }
        const isPost = request.method === 'POST';
        let body: AuthBody | undefined;
        if (isPost) {
          body = readAuthBody(request.headers['content-type'], Buffer.isBuffer(request.body) ? request.body : undefined);
          checkAuthBody(path, body);
        }
        const email = accountEmailOf(body);
        const isSignIn = isPost && path === '/sign-in/email';
        let twoFactorAccount: string | null = null;
        if (isSignIn) {
          await enforce(reply, `sign-in:ip:${request.ip}`, limits.signInPerIp, limits.signInIpWindowSeconds);
          if (email) {
            // Every attempt counts, right or wrong; a successful sign-in clears the count below.
            await enforce(reply, `sign-in:account:${email}`, limits.signInFailedPerAccount, limits.signInAccountWindowSeconds);
          }
        } else if (isPost && TWO_FACTOR_VERIFY_PATHS.has(path)) {
          await enforce(reply, `two-factor:ip:${request.ip}`, limits.twoFactorPerIp, limits.twoFactorIpWindowSeconds);
          twoFactorAccount = await twoFactorAccountOf(deps.auth, request);
          if (twoFactorAccount) {
            // Right or wrong, each code counts; a right one clears the count below.
            await enforce(reply, `two-factor:account:${twoFactorAccount}`, limits.twoFactorPerAccount, limits.twoFactorAccountWindowSeconds);
          }
        } else if (isPost && MAIL_SENDING_PATHS.has(path)) {
          await enforce(reply, `sign-up:ip:${request.ip}`, limits.signUpPerIp, limits.signUpIpWindowSeconds);
          if (email) {
            await enforce(reply, `sign-up:account:${email}`, limits.signUpPerAccount, limits.signUpAccountWindowSeconds);
          }
        }
        const response = await explainInvalidOrigin(await deps.auth.handler(toAuthFetchRequest(request, deps.publicUrl, body)), deps.publicUrl);
        if (isSignIn && email && response.ok) {
          await limiter.reset(`sign-in:account:${email}`);
        }
        if (twoFactorAccount && response.ok) {
          await limiter.reset(`two-factor:account:${twoFactorAccount}`);
        }
        await sendFetchResponse(reply, response);
      },
    });
  });
}
