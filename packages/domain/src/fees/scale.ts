/**
 * A fee scale is data, not code: the Valuers (Forms and Fees) Rules made under the Valuers Act
 * (Cap. 532) set a valuer's fee as a percentage of the value, band by band, with a minimum. A new
 * gazetted amendment is a new version of the data with the day it takes effect; a quote records
 * the version it was worked on.
 */

export const FEE_CATEGORY_IDS = ['ordinary', 'rental', 'plant_machinery', 'furniture_stock'] as const;
export type FeeCategoryId = (typeof FEE_CATEGORY_IDS)[number];

/**
 * What a fee is worked on. A report's values: market, forced sale, insurance (reinstatement) — a
 * capital value — or the annual rent for a rental valuation; before the report exists, the value
 * the client expects.
 */
export const FEE_BASIS_KINDS = ['expected', 'market', 'forcedSale', 'insurance', 'annualRent'] as const;
export type FeeBasisKind = (typeof FEE_BASIS_KINDS)[number];

/** Which of a report's values a category's fee is worked on. */
export type FeeBasisMeasure = 'capitalValue' | 'annualRent';

/**
 * One band of a scale: `rateBp` basis points of the part of the value from `from` up to `to`
 * (whole shillings; `to` null: no upper end). A scale's bands start at 0 and follow on without gaps.
 */
export interface FeeBand {
  from: number;
  to: number | null;
  rateBp: number;
}

export interface FeeCategory {
  id: FeeCategoryId;
  /** What the fee is worked on: the highest capital value the report states, or the annual rent. */
  measure: FeeBasisMeasure;
  bands: readonly FeeBand[];
  /** The least fee the scale allows, whole shillings (0: none). */
  minimum: number;
  /** Whether the firm offers this kind of valuation; a category that is off cannot be quoted. */
  enabled: boolean;
  /**
   * Whether these figures have been checked against the gazetted Rules. An unconfirmed category
   * cannot be quoted even if enabled: a wrong scale fee is a departure from the Rules.
   */
  confirmed: boolean;
  /** Where the figures come from, and what remains to be checked. */
  source: string;
}

/** The law a scale carries out, as a citation. */
export interface LegalCitation {
  act: string;
  rules: string;
  /** The Kenya Gazette legal notice that made (or last amended) the scale; null where not confirmed. */
  legalNotice: string | null;
  /** What the firm must check before relying on the figures. */
  note: string;
}

export interface FeeScale {
  id: string;
  version: number;
  /** The Nairobi day (YYYY-MM-DD) from which quotes are worked on this version. */
  effectiveFrom: string;
  citation: LegalCitation;
  categories: Readonly<Record<FeeCategoryId, FeeCategory>>;
}

/** Which version of which scale a quote was worked on. */
export interface FeeScaleRef {
  id: string;
  version: number;
  effectiveFrom: string;
}

export const scaleRef = (scale: FeeScale): FeeScaleRef => ({
  id: scale.id,
  version: scale.version,
  effectiveFrom: scale.effectiveFrom,
});

/** The version in force on a Nairobi day (YYYY-MM-DD): the latest to take effect on or before it; null before the first. */
export function scaleInForce(scales: readonly FeeScale[], day: string): FeeScale | null {
  let inForce: FeeScale | null = null;
  for (const scale of scales) {
    if (scale.effectiveFrom <= day && (inForce === null || scale.effectiveFrom > inForce.effectiveFrom)) {
      inForce = scale;
    }
  }
  return inForce;
}

/**
 * What is wrong with a category's bands as data (empty when nothing): they start at 0, each
 * starts where the one before ends, only the last is open-ended, rates and amounts are whole.
 */
export function bandProblems(bands: readonly FeeBand[]): string[] {
  const problems: string[] = [];
  if (bands.length === 0) {
    return ['The scale has no bands.'];
  }
  let expectedFrom = 0;
  bands.forEach((band, i) => {
    const isLast = i === bands.length - 1;
    if (band.from !== expectedFrom) {
      problems.push(`Band ${i + 1} starts at ${band.from}, not ${expectedFrom}.`);
    }
    if (!Number.isSafeInteger(band.rateBp) || band.rateBp < 0) {
      problems.push(`Band ${i + 1} has a rate that is not whole basis points.`);
    }
    if (band.to === null) {
      if (!isLast) {
        problems.push(`Band ${i + 1} has no upper end but is not the last.`);
      }
      return;
    }
    if (!Number.isSafeInteger(band.to) || band.to <= band.from) {
      problems.push(`Band ${i + 1} must end above where it starts.`);
    }
    if (isLast) {
      problems.push(`The last band must have no upper end.`);
    }
    expectedFrom = band.to;
  });
  return problems;
}
