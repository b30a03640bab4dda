import { describe, expect, it } from 'vitest';
import { formatRequestReference, parseRequestReference, RequestReferenceSchema } from './request-reference.ts';

describe('request references', () => {
  it('pads the serial to four digits and keeps longer ones whole', () => {
    expect(formatRequestReference(2026, 142)).toBe('TH-2026-0142');
    expect(formatRequestReference(2026, 12345)).toBe('TH-2026-12345');
    expect(RequestReferenceSchema.safeParse('TH-2026-0142').success).toBe(true);
    expect(RequestReferenceSchema.safeParse('d13482be-0000').success).toBe(false);
  });

  it('reads a reference however it is typed', () => {
    for (const typed of ['TH-2026-0142', 'th 2026 142', ' TH2026/0142 ', 'th-2026-142', 'TH20260142']) {
      expect(parseRequestReference(typed)).toBe('TH-2026-0142');
    }
  });

  it('is not fooled by other text', () => {
    for (const typed of ['', 'Kilimani', '2026-0142', 'TH-26-1', 'TH-2026-0', 'TH-2026-']) {
      expect(parseRequestReference(typed)).toBeNull();
    }
  });
});
