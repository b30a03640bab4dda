import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security-headers.ts';

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
