import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '@thamani/domain/app-error';
import { EmailSchema, PasswordSchema } from '@thamani/domain/auth';
import { FULL_NAME_MIN_LENGTH } from '@thamani/domain/limits';
import { VALIDATION_MESSAGES } from '@thamani/domain/messages';
import { storableString } from '@thamani/domain/text';
import type { RateLimitSettings } from '../../env.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { Auth } from './auth.ts';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** Endpoints that send mail share the sign-up limits (they could be used to flood an inbox). */
const MAIL_SENDING_PATHS = new Set(['/sign-up/email', '/request-password-reset', '/send-verification-email']);

/** Bodies we check with the spec's own messages before better-auth sees them. */
const BODY_RULES: Record<string, z.ZodType> = {
  '/sign-up/email': z.object({
    name: storableString({ error: VALIDATION_MESSAGES.fullName }).trim().min(FULL_NAME_MIN_LENGTH, { error: VALIDATION_MESSAGES.fullName }),
    email: EmailSchema,
    password: PasswordSchema,
  }),
  '/reset-password': z.object({ newPassword: PasswordSchema }),
  // better-auth stores the name as given: hold it to the sign-up rule (and storable text).
  '/update-user': z.object({
    name: storableString({ error: VALIDATION_MESSAGES.fullName }).trim().min(FULL_NAME_MIN_LENGTH, { error: VALIDATION_MESSAGES.fullName }).optional(),
    image: storableString().nullish(),
  }),
};

function validateBody(path: string, body: Buffer | undefined): void {
  const rule = BODY_RULES[path];
  if (!rule) {
    return;
  }
  let json: unknown;
  try {
    json = body && body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body must be JSON.');
  }
  const parsed = rule.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[issue.path.join('.') || '_'] ??= issue.message;
    }
    throw new AppError('VALIDATION', Object.values(fields)[0] ?? 'Invalid request', fields);
  }
}

function emailFromBody(body: Buffer | undefined): string | null {
  if (!body || body.length === 0) {
    return null;
  }
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) {
      continue;
    }
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

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
 */
export function registerAuthProxy(
  app: FastifyInstance,
  deps: { auth: Auth; publicUrl: string; limiter: RateLimiter; limits: RateLimitSettings },
): void {
  const { limiter, limits } = deps;

  async function enforce(reply: FastifyReply, key: string, max: number, windowSeconds: number, count: boolean): Promise<void> {
    const hit = count ? await limiter.hit(key, windowSeconds) : await limiter.peek(key, windowSeconds);
    const exceeded = count ? hit.count > max : hit.count >= max;
    if (exceeded) {
      void reply.header('retry-after', Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000)));
      throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
    }
  }

  void app.register(async (scope) => {
    // Keep the raw bytes: better-auth parses the body itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: {
        tags: ['auth'],
        summary: 'better-auth endpoints',
        description:
          'sign-up/email, sign-in/email, sign-out, get-session, token, jwks, revoke-sessions, request-password-reset, reset-password, verify-email (better-auth 1.7).',
      },
      handler: async (request, reply) => {
        const path = request.url.slice('/api/auth'.length).split('?')[0] ?? '';
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const email = request.method === 'POST' ? emailFromBody(body) : null;
        const isSignIn = request.method === 'POST' && path === '/sign-in/email';
        if (request.method === 'POST') {
          validateBody(path, body);
        }
        if (isSignIn) {
          await enforce(reply, `sign-in:ip:${request.ip}`, limits.signInPerIp, limits.signInIpWindowSeconds, true);
          if (email) {
            await enforce(reply, `sign-in:account:${email}`, limits.signInFailedPerAccount, limits.signInAccountWindowSeconds, false);
          }
        } else if (request.method === 'POST' && MAIL_SENDING_PATHS.has(path)) {
          await enforce(reply, `sign-up:ip:${request.ip}`, limits.signUpPerIp, limits.signUpIpWindowSeconds, true);
          if (email) {
            await enforce(reply, `sign-up:account:${email}`, limits.signUpPerAccount, limits.signUpAccountWindowSeconds, true);
          }
        }
        const response = await deps.auth.handler(toFetchRequest(request, deps.publicUrl));
        if (isSignIn && email) {
          if (response.status === 401) {
            await limiter.hit(`sign-in:account:${email}`, limits.signInAccountWindowSeconds);
          } else if (response.ok) {
            await limiter.reset(`sign-in:account:${email}`);
          }
        }
        await sendFetchResponse(reply, response);
      },
    });
  });
}
