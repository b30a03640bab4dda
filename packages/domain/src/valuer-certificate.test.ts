import { describe, expect, it } from 'vitest';
import {
  certificateDaysLeft,
  certificateState,
  certificateTallyText,
  isCertificateAllClear,
  tallyCertificates,
} from './valuer-certificate.ts';

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

describe("the firm's certificate tally", () => {
  it('never gives the all-clear while a valuer has no certificate recorded', () => {
    const tally = tallyCertificates(['missing', 'missing']);
    expect(tally).toEqual({ valuers: 2, valid: 0, expiring: 0, expired: 0, missing: 2 });
    expect(isCertificateAllClear(tally)).toBe(false);
    expect(certificateTallyText(tally)).toBe(
      '2 active valuers: 2 with no certificate recorded, 0 valid for more than 30 days.',
    );
  });
  it('counts each state and names only those that occur', () => {
    const tally = tallyCertificates(['valid', 'missing', 'expired', 'expiring', 'expiring']);
    expect(isCertificateAllClear(tally)).toBe(false);
    expect(certificateTallyText(tally)).toBe(
      '5 active valuers: 1 with no certificate recorded, 1 expired, 2 expiring within 30 days, 1 valid for more than 30 days.',
    );
  });
  it('gives the all-clear only when every active valuer has a valid recorded certificate', () => {
    expect(isCertificateAllClear(tallyCertificates(['valid', 'valid']))).toBe(true);
    expect(certificateTallyText(tallyCertificates(['valid', 'valid']))).toBe(
      'All 2 active valuers have a recorded certificate valid for more than 30 days.',
    );
    expect(certificateTallyText(tallyCertificates(['valid']))).toBe(
      'The one active valuer has a recorded certificate valid for more than 30 days.',
    );
  });
  it('gives no all-clear when there is no active valuer', () => {
    expect(isCertificateAllClear(tallyCertificates([]))).toBe(false);
    expect(certificateTallyText(tallyCertificates([]))).toBe('There are no active valuers.');
  });
});
