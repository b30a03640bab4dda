import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, computed once. @fastify/helmet builds a new helmet middleware (and parses
 * the CSP directives) on every request, which showed up in the bench profile; our options are
 * static (no per-request nonces), so the resulting headers are too.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let applied = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) {
      throw error instanceof Error ? error : new Error(String(error));
    }
    applied = true;
  });
  if (!applied) {
    throw new Error('helmet did not finish synchronously');
  }
  return headers;
}

/** Send the security headers on every response (a route may still set its own, e.g. /docs' CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const entries = Object.entries(computeSecurityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
}
