// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDays, formatRange, formatShare, rangePresets } from './dashboard-presets';

describe('range presets', () => {
  it('end today and count today in the range', () => {
    expect(rangePresets('2030-03-04')).toEqual([
      { label: 'Last 7 days', range: { from: '2030-02-26', to: '2030-03-04' } },
      { label: 'Last 30 days', range: { from: '2030-02-03', to: '2030-03-04' } },
      { label: 'This month', range: { from: '2030-03-01', to: '2030-03-04' } },
      { label: 'Last 90 days', range: { from: '2029-12-05', to: '2030-03-04' } },
    ]);
  });
});

describe('formatting', () => {
  it('writes ranges, days and shares for people', () => {
    expect(formatRange({ from: '2030-02-03', to: '2030-03-04' })).toBe('3 Feb – 4 Mar 2030');
    expect(formatRange({ from: '2029-12-30', to: '2030-01-02' })).toBe('30 Dec 2029 – 2 Jan 2030');
    expect(formatRange({ from: '2030-01-02', to: '2030-01-02' })).toBe('2 Jan 2030');
    expect(formatDays(4.96)).toBe('5.0 days');
    expect(formatDays(1)).toBe('1.0 day');
    expect(formatDays(null)).toBe('—');
    expect(formatShare(0.254)).toBe('25%');
    expect(formatShare(null)).toBe('—');
  });
});
