import { z } from 'zod';
import { MONTH_NAMES } from './calendar-names.ts';
import { CountySchema } from './counties.ts';
import { PROPERTY_TYPES } from './estimate.ts';
import { nairobiDateParts } from './nairobi-time.ts';

/**
 * What the firm's own approved valuations say, beside the home page's estimate: an aggregate of
 * one property type in one county, never a single report. Fewer than
 * MARKET_EVIDENCE_MIN_VALUATIONS answer nothing, so that no property can be recognised.
 */
export const MARKET_EVIDENCE_MIN_VALUATIONS = 5;
/** The median KSh per m² is rounded to this step. */
export const MARKET_EVIDENCE_PER_SQM_STEP = 1_000;
/** The implied value for an entered size is rounded to this step. */
export const MARKET_EVIDENCE_VALUE_STEP = 100_000;
/** How long an answer is reused (by the server and by browsers): approvals are rare. */
export const MARKET_EVIDENCE_CACHE_SECONDS = 300;

export const MARKET_EVIDENCE_TITLE = 'What our approved valuations say';
export const MARKET_EVIDENCE_DISCLAIMER =
  'An aggregate of the firm’s past approved valuations, not a valuation of your property.';
export const MARKET_EVIDENCE_TOO_FEW = 'We have too few approved valuations of this type in this county to compare.';
export const MARKET_EVIDENCE_NO_COUNTY =
  'Name the county in the location (e.g. “Kilimani, Nairobi”) to compare with our approved valuations.';

export const MarketEvidenceQuerySchema = z.strictObject({
  county: CountySchema,
  propertyType: z.enum(PROPERTY_TYPES),
});
export type MarketEvidenceQuery = z.infer<typeof MarketEvidenceQuerySchema>;

/** "2026-03": a month of approvals, Nairobi time. */
const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const MarketEvidenceSchema = z.object({
  /** How many approved valuations the figures come from (at least the minimum). */
  count: z.number().int().min(MARKET_EVIDENCE_MIN_VALUATIONS),
  /** Median of market value ÷ size, rounded to MARKET_EVIDENCE_PER_SQM_STEP. */
  medianPerSqm: z.number().int().nonnegative(),
  /** The months of the first and the last approval. */
  firstMonth: MonthSchema,
  lastMonth: MonthSchema,
});
export type MarketEvidence = z.infer<typeof MarketEvidenceSchema>;

export const MarketEvidenceResponseSchema = z.object({
  county: CountySchema,
  propertyType: z.enum(PROPERTY_TYPES),
  /** null: fewer than the minimum (nothing else is said, not even how many). */
  evidence: MarketEvidenceSchema.nullable(),
});
export type MarketEvidenceResponse = z.infer<typeof MarketEvidenceResponseSchema>;

/** One approved valuation as the server reads it; never leaves the server. */
export interface MarketEvidenceSample {
  marketValue: number;
  sizeSqm: number;
  approvedAt: Date;
}

/** The median of a list of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Rounded to the nearest multiple of `step`. */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function monthOf(date: Date): string {
  const { year, month } = nairobiDateParts(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/**
 * The aggregate of approved valuations, or null when fewer than the minimum state a market value
 * and a size above zero.
 */
export function summariseMarketEvidence(samples: readonly MarketEvidenceSample[]): MarketEvidence | null {
  const usable = samples.filter(
    (s) => s.marketValue > 0 && s.sizeSqm > 0 && Number.isFinite(s.marketValue / s.sizeSqm),
  );
  const perSqm = median(usable.map((s) => s.marketValue / s.sizeSqm));
  if (usable.length < MARKET_EVIDENCE_MIN_VALUATIONS || perSqm === null) {
    return null;
  }
  const times = usable.map((s) => s.approvedAt.getTime());
  return {
    count: usable.length,
    medianPerSqm: roundTo(perSqm, MARKET_EVIDENCE_PER_SQM_STEP),
    firstMonth: monthOf(new Date(Math.min(...times))),
    lastMonth: monthOf(new Date(Math.max(...times))),
  };
}

/** The rounded median per m² times the entered size, rounded; null unless the size is a number above zero. */
export function impliedValue(evidence: Pick<MarketEvidence, 'medianPerSqm'>, size: string): number | null {
  const sizeSqm = Number(size.replace(/[,\s]/g, ''));
  if (size.trim() === '' || !Number.isFinite(sizeSqm) || sizeSqm <= 0) {
    return null;
  }
  return roundTo(evidence.medianPerSqm * sizeSqm, MARKET_EVIDENCE_VALUE_STEP);
}

/** "2026-03" → "March 2026". */
export function formatEvidenceMonth(month: string): string {
  const [year = '', m = '1'] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? ''} ${year}`;
}

/** "March 2026 – November 2026", or one month when both are the same. */
export function formatEvidencePeriod(evidence: Pick<MarketEvidence, 'firstMonth' | 'lastMonth'>): string {
  const first = formatEvidenceMonth(evidence.firstMonth);
  return evidence.firstMonth === evidence.lastMonth ? first : `${first} – ${formatEvidenceMonth(evidence.lastMonth)}`;
}
