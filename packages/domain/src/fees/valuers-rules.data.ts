import type { FeeScale } from './scale.ts';

/**
 * The Valuers (Forms and Fees) Rules scale as Thamani quotes it.
 *
 * The firm must check these figures against the current gazetted Rules before relying on them:
 * the Rules are amended by legal notice from time to time, and charging off the scale without
 * sanction is professional misconduct. The legal notice number is left null because it has not
 * been confirmed here; fill it in (as a new version of this data) once it has been.
 *
 * Ordinary valuations — 1% of the first KSh 5,000,000 of the value and 0.25% of the remainder,
 * never less than KSh 25,000 — are the figures the platform has quoted since it first priced a
 * valuation (KSh 10,000,000 → 50,000 + 12,500 = 62,500).
 *
 * Rental, plant and machinery, and furniture and stock are shipped off and unconfirmed: their
 * figures below are as one Kenyan valuation firm publishes its summary of the Rules (the
 * Valuers (Forms and Fees) (Amendment) Rules, 2024, by its account), not read from the Kenya
 * Gazette. A firm that offers them confirms the figures, then turns the category on.
 */

const UNCONFIRMED_SOURCE =
  'UNCONFIRMED: as a Kenyan valuation firm’s published summary of the Rules gives it (cambrianvaluers.co.ke, “Valuers Scale of Fees”); not yet checked against the gazetted Rules.';

export const VALUERS_RULES_SCALE: FeeScale = {
  id: 'ke-valuers-forms-and-fees-rules',
  version: 1,
  effectiveFrom: '2026-11-21',
  citation: {
    act: 'Valuers Act (Cap. 532)',
    rules: 'Valuers (Forms and Fees) Rules',
    legalNotice: null,
    note: 'Legal notice not confirmed. Check the current gazetted Rules and their amendments before relying on these figures.',
  },
  categories: {
    ordinary: {
      id: 'ordinary',
      measure: 'capitalValue',
      bands: [
        { from: 0, to: 5_000_000, rateBp: 100 },
        { from: 5_000_000, to: null, rateBp: 25 },
      ],
      minimum: 25_000,
      enabled: true,
      confirmed: true,
      source: 'The Rules’ scale for valuations not otherwise provided for, as the platform has quoted it.',
    },
    rental: {
      id: 'rental',
      measure: 'annualRent',
      bands: [
        { from: 0, to: 800_000, rateBp: 1000 },
        { from: 800_000, to: null, rateBp: 500 },
      ],
      minimum: 25_000,
      enabled: false,
      confirmed: false,
      source: UNCONFIRMED_SOURCE,
    },
    plant_machinery: {
      id: 'plant_machinery',
      measure: 'capitalValue',
      bands: [
        { from: 0, to: 10_000_000, rateBp: 150 },
        { from: 10_000_000, to: null, rateBp: 50 },
      ],
      minimum: 25_000,
      enabled: false,
      confirmed: false,
      source: UNCONFIRMED_SOURCE,
    },
    furniture_stock: {
      id: 'furniture_stock',
      measure: 'capitalValue',
      bands: [
        { from: 0, to: 2_000_000, rateBp: 500 },
        { from: 2_000_000, to: null, rateBp: 250 },
      ],
      minimum: 25_000,
      enabled: false,
      confirmed: false,
      source: UNCONFIRMED_SOURCE,
    },
  },
};

/** Every version of the scale, oldest first; `scaleInForce` picks the one for a day. */
export const FEE_SCALES: readonly FeeScale[] = [VALUERS_RULES_SCALE];
