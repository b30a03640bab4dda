import type { Comparable } from './reports.ts';

/**
 * Comparable sales: the rate per square metre each one shows, adjusted for how it differs from
 * the subject property (location, size, condition, time), and the spread the valuer reads a
 * rate from. Rates are whole KSh per m².
 */

/** Price per m², rounded; null until both price and size are known. */
export function comparableRate(c: Pick<Comparable, 'price' | 'sizeSqm'>): number | null {
  if (c.price === null || c.sizeSqm === null || c.sizeSqm <= 0) {
    return null;
  }
  return Math.round(c.price / c.sizeSqm);
}

/** The rate after the net adjustment (+10 % → × 1.10), rounded; null without a rate. */
export function adjustedRate(c: Pick<Comparable, 'price' | 'sizeSqm' | 'adjustmentPercent'>): number | null {
  if (c.price === null || c.sizeSqm === null || c.sizeSqm <= 0) {
    return null;
  }
  return Math.round((c.price / c.sizeSqm) * (1 + c.adjustmentPercent / 100));
}

export interface ComparablesSummary {
  /** The comparables with a rate (price and size known): the ones the average and median are taken over. */
  count: number;
  averageAdjustedRate: number | null;
  medianAdjustedRate: number | null;
}

export function comparablesSummary(
  list: ReadonlyArray<Pick<Comparable, 'price' | 'sizeSqm' | 'adjustmentPercent'>>,
): ComparablesSummary {
  const rates = list
    .map(adjustedRate)
    .filter((r): r is number => r !== null)
    .sort((a, b) => a - b);
  if (rates.length === 0) {
    return { count: 0, averageAdjustedRate: null, medianAdjustedRate: null };
  }
  const middle = Math.floor(rates.length / 2);
  const median = rates.length % 2 === 1 ? rates[middle] : ((rates[middle - 1] ?? 0) + (rates[middle] ?? 0)) / 2;
  return {
    count: rates.length,
    averageAdjustedRate: Math.round(rates.reduce((sum, r) => sum + r, 0) / rates.length),
    medianAdjustedRate: Math.round(median ?? 0),
  };
}

/** The method of valuation is the comparison (market) approach. */
export const isComparisonMethod = (method: string): boolean => method.trim().toLowerCase().startsWith('comparison');

/** The comparables that are sales at all: an address and a price (an empty row the valuer added counts for nothing). */
export function recordedComparables<C extends Pick<Comparable, 'address' | 'price'>>(list: readonly C[]): C[] {
  return list.filter((c) => c.address.trim() !== '' && c.price !== null);
}
