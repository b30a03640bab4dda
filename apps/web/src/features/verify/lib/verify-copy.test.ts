import { describe, expect, it } from 'vitest';
import { checkCopy, sha256Hex } from './file-sha256';
import { normalizeVerifyCode } from './verify-code';

// SHA-256 of the ASCII bytes "%PDF-1.7 genuine" (computed independently with sha256sum).
const GENUINE = new Blob(['%PDF-1.7 genuine'], { type: 'application/pdf' });
const GENUINE_SHA256 = 'f5b0a962fdd03d6a28d96595e26c9cd472e8ec9949a1e65e7675f341e96315fa';

describe('checking a copy of the report', () => {
  it('hashes the file in the browser to the published hex digest', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('says a byte-for-byte copy matches, whatever the case of the published hash', async () => {
    expect(await checkCopy(GENUINE, GENUINE_SHA256)).toBe('match');
    expect(await checkCopy(GENUINE, GENUINE_SHA256.toUpperCase())).toBe('match');
  });

  it('says a copy with one byte changed does not match', async () => {
    const altered = new Blob(['%PDF-1.7 genuinE'], { type: 'application/pdf' });
    expect(await checkCopy(altered, GENUINE_SHA256)).toBe('mismatch');
  });
});

describe('reading a typed verification code', () => {
  it('accepts the printed form, lower case, spaces and a missing dash', () => {
    expect(normalizeVerifyCode('7K3QD-M9XTP')).toBe('7K3QD-M9XTP');
    expect(normalizeVerifyCode(' 7k3qd m9xtp ')).toBe('7K3QD-M9XTP');
    expect(normalizeVerifyCode('7k3qdm9xtp')).toBe('7K3QD-M9XTP');
  });

  it('reads O as zero and I or L as one, as the code alphabet does', () => {
    expect(normalizeVerifyCode('O1ILO-ABCDE')).toBe('01110-ABCDE');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeVerifyCode('7K3QD-M9XT')).toBeNull();
    expect(normalizeVerifyCode('7K3QD-M9XUP')).toBeNull();
    expect(normalizeVerifyCode('')).toBeNull();
  });
});
