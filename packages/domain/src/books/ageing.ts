import { nairobiDateParts } from '../nairobi-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an unpaid invoice stands by the days since it was issued. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', 'over-90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  'over-90': 'Over 90 days',
};

/** Money owed in each bucket, whole shillings. */
export type AgeingAmounts = Record<AgeingBucket, number>;

export function emptyAgeing(): AgeingAmounts {
  return { '0-30': 0, '31-60': 0, '61-90': 0, 'over-90': 0 };
}

/** The Nairobi calendar day of an instant, counted in days since 1 January 1970. */
export function nairobiDayNumber(at: Date): number {
  const { year, month, day } = nairobiDateParts(at);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Days since the invoice was issued, counted on Nairobi calendar days: an invoice issued at 23:50
 * is one day old ten minutes later. Never negative (an instant after `now` is day 0).
 */
export function daysSinceIssue(issuedAt: Date, now: Date): number {
  return Math.max(0, nairobiDayNumber(now) - nairobiDayNumber(issuedAt));
}

/** 0–30 days, 31–60, 61–90, over 90: each bound belongs to the younger bucket. */
export function ageingBucketOf(days: number): AgeingBucket {
  if (days <= 30) {
    return '0-30';
  }
  if (days <= 60) {
    return '31-60';
  }
  return days <= 90 ? '61-90' : 'over-90';
}
