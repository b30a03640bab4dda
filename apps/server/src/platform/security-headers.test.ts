import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders, siteHelmetOptions, tightenDocsCsp } from './security-headers.ts';

describe('computeSecurityHeaders', () => {
  it('yields the headers helmet would set, once, from static options', () => {
    const headers = computeSecurityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"] } },
      hsts: false,
    });
    expect(headers['content-security-policy']).toBe("default-src 'self';script-src 'self';frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS when asked (production)', () => {
    const headers = computeSecurityHeaders({ hsts: { maxAge: 31_536_000, includeSubDomains: true } });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the site’s headers', () => {
  it.each([false, true])('one framing rule (production: %s): CSP frame-ancestors \'none\', no X-Frame-Options beside it', (isProduction) => {
    const headers = computeSecurityHeaders(siteHelmetOptions(isProduction));
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBeUndefined();
  });
});

describe('tightenDocsCsp', () => {
  // swagger-ui's own policy (@fastify/swagger-ui 6.1, staticCSP: true), hashes shortened.
  const SWAGGER_UI =
    "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' 'sha256-abc='; script-src-attr 'none'; style-src 'self' https: 'sha256-def='; upgrade-insecure-requests;";

  it('drops the https: wildcard and outside hosts, forbids framing, keeps the hashes', () => {
    expect(tightenDocsCsp(SWAGGER_UI, true)).toBe(
      "default-src 'self'; base-uri 'self'; font-src 'self' data:; frame-ancestors 'none'; img-src 'self' data:; object-src 'none'; script-src 'self' 'sha256-abc='; script-src-attr 'none'; style-src 'self' 'sha256-def='; upgrade-insecure-requests",
    );
  });

  it('outside production leaves out upgrade-insecure-requests (the demo runs on plain http)', () => {
    expect(tightenDocsCsp(SWAGGER_UI, false)).not.toContain('upgrade-insecure-requests');
    expect(tightenDocsCsp(SWAGGER_UI, false)).toContain("frame-ancestors 'none'");
  });
});
