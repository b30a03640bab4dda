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

/**
 * The site's headers. One framing rule, CSP frame-ancestors 'none': helmet's default
 * X-Frame-Options: SAMEORIGIN would say otherwise, and every browser we support reads the CSP.
 */
export function siteHelmetOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The offline app's service worker, /sw.js (said outright rather than left to script-src).
        workerSrc: ["'self'"],
        // Radix UI sets inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: false,
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** Sources a directive may keep: keywords and hashes ('self', 'sha256-…') and inline data. */
function isOwnSource(source: string): boolean {
  return source.startsWith("'") || source === 'data:' || source === 'blob:';
}

/**
 * swagger-ui's own CSP for /docs, held to the site's rules: no framing at all, and no scheme
 * wildcard (https:) or outside host — /docs loads only what this server sends.
 * upgrade-insecure-requests only in production (the demo runs on plain http).
 */
export function tightenDocsCsp(header: string, isProduction: boolean): string {
  const directives: string[] = [];
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name || (name === 'upgrade-insecure-requests' && !isProduction)) {
      continue;
    }
    const kept = name === 'frame-ancestors' ? ["'none'"] : sources.filter(isOwnSource);
    directives.push([name, ...kept].join(' '));
  }
  return directives.join('; ');
}
