import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request being handled, wherever its work goes: services log through ctx.log (the app's
 * logger), not request.log, and pino's mixin reads the id from here so every line a request
 * causes carries its reqId.
 */
const requestStore = new AsyncLocalStorage<{ reqId: string }>();

export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it cannot forge or bloat a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function currentRequestId(): string | undefined {
  return requestStore.getStore()?.reqId;
}

/**
 * pino's mixin: adds the current request's id, unless the logger already binds one (Fastify's
 * request.log does), so a line never carries the key twice.
 */
export function requestIdMixin(_merge: object, _level: number, logger?: unknown): Record<string, string> {
  const reqId = currentRequestId();
  if (!reqId) {
    return {};
  }
  const bound = (logger as { bindings?: () => Record<string, unknown> } | undefined)?.bindings?.();
  return bound?.reqId === undefined ? { reqId } : {};
}

const resourceOf = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Runs each request inside its store and echoes its id. Body parsing leaves the async context,
 * so the context is entered again before validation (as @fastify/request-context does).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestStore.run({ reqId: request.id }, () => {
      const resource = new AsyncResource('thamani-request');
      resourceOf.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resourceOf.get(request);
    if (resource) {
      resource.runInAsyncScope(done);
    } else {
      done();
    }
  });
}

/** The app's logger options with the request-id mixin added (false and instances pass through). */
export function withRequestIdMixin<T>(logger: T): T {
  if (logger === true) {
    return { mixin: requestIdMixin } as T;
  }
  if (logger && typeof logger === 'object' && !('child' in logger)) {
    return { ...logger, mixin: requestIdMixin };
  }
  return logger;
}
