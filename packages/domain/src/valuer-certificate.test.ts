import { describe, expect, it } from 'vitest';
import { certificateDaysLeft, certificateState } from './valuer-certificate.ts';

describe('certificateState', () => {
  it('is missing without an expiry date', () => {
    expect(certificateState(null, '2026-11-22')).toBe('missing');
  });
  it('is valid more than 30 days ahead, expiring within 30 days (inclusive) and on the day, expired the day after', () => {
    expect(certificateState('2026-12-23', '2026-11-22')).toBe('valid');
    expect(certificateState('2026-12-22', '2026-11-22')).toBe('expiring');
    expect(certificateState('2026-11-22', '2026-11-22')).toBe('expiring');
    expect(certificateState('2026-11-21', '2026-11-22')).toBe('expired');
  });
  it('counts days across a year end and a leap day', () => {
    expect(certificateDaysLeft('2027-01-01', '2026-12-31')).toBe(1);
    expect(certificateDaysLeft('2028-03-01', '2028-02-28')).toBe(2);
  });
});
