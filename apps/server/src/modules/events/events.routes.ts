import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { REALTIME_RECONNECT_DELAYS_MS } from '@thamani/domain/limits';
import type { AppContext } from '#context.ts';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';

/**
 * GET /api/events — Server-Sent Events for the signed-in caller: `notification`,
 * `request.updated`, `visit.updated`, and a `heartbeat` event every 30 s. Events reach
 * every server process through the bus (PostgreSQL LISTEN/NOTIFY). The stream closes when its
 * session is revoked, when its user's role changes, and at the earlier of the session's expiry
 * and the access token's `exp`; the client reconnects, and is refused if signed out.
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/events',
    {
      preHandler: ctx.guard.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Server-Sent Events: notification, request.updated, visit.updated; heartbeat every 30 s',
        security: AUTH_SECURITY,
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => {
      const identity = getIdentity(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      let closed = false;
      const connection = {
        identity,
        tokenExpiresAt: bearerExpiry(request),
        write: (chunk: string) => !closed && res.write(chunk),
        close: () => {
          if (!closed) {
            closed = true;
            remove();
            res.end();
          }
        },
      };
      const remove = ctx.hub.add(connection);
      res.on('close', () => {
        closed = true;
        remove();
      });
      // First reconnect delay for EventSource; the web client runs its own 1-2-5-10 s schedule.
      res.write(`retry: ${REALTIME_RECONNECT_DELAYS_MS[0]}\n: connected\n\n`);
    },
  );
}

/** The `exp` of the Bearer token the guard has just verified; null when the cookie was used. */
function bearerExpiry(request: FastifyRequest): Date | null {
  const authorization = request.headers.authorization;
  if (!authorization?.toLowerCase().startsWith('bearer ')) {
    return null;
  }
  const { exp } = decodeJwt(authorization.slice(7).trim());
  return typeof exp === 'number' ? new Date(exp * 1000) : null;
}
