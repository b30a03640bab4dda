import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatKsh } from './money.ts';

describe('formatKsh', () => {
  it('prefixes KSh and groups thousands', () => {
    expect(formatKsh(1_234_567)).toBe('KSh 1,234,567');
    expect(formatKsh(825_000)).toBe('KSh 825,000');
    expect(formatKsh(1_305_000)).toBe('KSh 1,305,000');
  });

  it('leaves small amounts ungrouped', () => {
    expect(formatKsh(0)).toBe('KSh 0');
    expect(formatKsh(999)).toBe('KSh 999');
  });

  it('rounds to whole shillings', () => {
    expect(formatKsh(1000.4)).toBe('KSh 1,000');
    expect(formatKsh(1000.5)).toBe('KSh 1,001');
    expect(formatKsh(999.6)).toBe('KSh 1,000');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatKsh(-2500)).toBe('KSh -2,500');
  });

  it('groups every whole amount as en-KE does, however large', () => {
    const enKe = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.double({ min: -1e22, max: 1e22, noNaN: true }), (amount) => {
        const rounded = Math.round(amount);
        fc.pre(!Object.is(rounded, -0));
        expect(formatKsh(amount)).toBe(`KSh ${enKe.format(rounded)}`);
      }),
    );
    expect(formatKsh(1e21)).toBe('KSh 1,000,000,000,000,000,000,000');
  });
});
