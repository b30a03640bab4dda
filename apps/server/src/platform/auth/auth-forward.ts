import type { FastifyRequest } from 'fastify';
import type { AuthBody } from './auth-body.ts';

/** Headers a client can set to claim another address (or host) for itself. */
const CLIENT_ADDRESS_HEADERS = new Set([
  'forwarded',
  'forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
]);

/** The body is re-serialised below, so its original framing headers no longer describe it. */
const BODY_FRAMING_HEADERS = new Set(['content-length', 'content-type', 'transfer-encoding']);

function isDropped(name: string): boolean {
  return name.startsWith('x-forwarded') || CLIENT_ADDRESS_HEADERS.has(name) || BODY_FRAMING_HEADERS.has(name);
}

/**
 * Fastify request → Fetch Request for better-auth. better-auth takes the client address from
 * `x-forwarded-for` (and stores it on the session), so a client's own forwarding headers are
 * dropped and that header carries the address Fastify resolved instead: the socket's, or — only
 * with TRUST_PROXY on — the one the trusted proxy reported. The body is the JSON value our
 * limits were decided on, never the raw bytes.
 */
export function toAuthFetchRequest(request: FastifyRequest, baseUrl: string, body: AuthBody | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || isDropped(name)) {
      continue;
    }
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', request.ip);
  const hasBody = body !== undefined && body.value !== undefined;
  if (hasBody) {
    headers.set('content-type', 'application/json');
  }
  return new Request(new URL(request.url, baseUrl), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body.value) : undefined,
  });
}
