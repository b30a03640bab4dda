import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { EVENTS_ENDPOINTS } from '@thamani/domain/events.endpoints';
import { REALTIME_RECONNECT_DELAYS_MS } from '@thamani/domain/limits';
import type { AppContext } from '#context.ts';
import { LAST_EVENT_ID_PARAM } from '@thamani/domain/realtime';
import { AUTH_SECURITY, getIdentity } from '#platform/auth/guard.ts';
import { parseLastEventId } from '#platform/realtime.ts';

/**
 * GET /api/events — Server-Sent Events for the signed-in caller: the events the features
 * declare (ids only), a `heartbeat` every 30 s, and one `ready` per stream. Every feature event
 * carries an `id:`; a client that reconnects with `Last-Event-ID` (or `?lastEventId=` when it
 * cannot set the header; the header wins) first gets the events it missed and is in the
 * audience of, then `ready` (`reset: true` when they are no longer all kept: refetch
 * everything), then live events. Events reach every server process through PostgreSQL
 * LISTEN/NOTIFY. The stream closes when its session is revoked, when its user's role changes,
 * and at the earlier of the session's expiry and the access token's `exp`; the client
 * reconnects, and is refused if signed out.
 */
export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A stream the route writes itself (hijacked), so it is registered by hand from its contract.
  const stream = EVENTS_ENDPOINTS.stream;
  app.get(
    stream.path,
    {
      preHandler: ctx.guard.authenticate,
      schema: {
        tags: [stream.tag],
        summary: stream.summary,
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
      // First reconnect delay for EventSource; the web client runs its own 1-2-5-10 s schedule.
      res.write(`retry: ${REALTIME_RECONNECT_DELAYS_MS[0]}\n: connected\n\n`);
      const remove = ctx.hub.add(connection, lastEventId(request));
      res.on('close', () => {
        closed = true;
        remove();
      });
    },
  );
}

/** Where the stream resumes: the Last-Event-ID header, else the lastEventId query parameter. */
function lastEventId(request: FastifyRequest): number | null {
  const header = parseLastEventId(request.headers['last-event-id']);
  if (header !== null) {
    return header;
  }
  const query = request.query as Record<string, unknown> | undefined;
  return parseLastEventId(query?.[LAST_EVENT_ID_PARAM]);
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
