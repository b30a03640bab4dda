import { describe, expect, it } from 'vitest';
import { fsvPercentOfMv, fsvShareText } from './report-fsv-share.ts';

describe('the forced sale value as a share of market value', () => {
  it('is a percentage to one decimal', () => {
    expect(fsvPercentOfMv({ 'values.marketValue': 12_500_000, 'values.forcedSaleValue': 9_375_000 })).toBe(75);
    expect(fsvPercentOfMv({ 'values.marketValue': 12_000_000, 'values.forcedSaleValue': 8_700_000 })).toBe(72.5);
    expect(fsvShareText({ 'values.marketValue': 12_500_000, 'values.forcedSaleValue': 9_375_000 })).toBe('75 % of market value');
  });

  it('is unknown until both values are filled in and the market value is above zero', () => {
    expect(fsvShareText({ 'values.marketValue': 12_500_000, 'values.forcedSaleValue': null })).toBeNull();
    expect(fsvShareText({ 'values.forcedSaleValue': 9_375_000 })).toBeNull();
    expect(fsvShareText({ 'values.marketValue': 0, 'values.forcedSaleValue': 0 })).toBeNull();
  });
});
