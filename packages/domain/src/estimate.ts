/** Quick Property Estimate. Pure; the UI adds the 2 s "Calculating..." delay. */
export const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const ESTIMATE_BASE_PRICE = { residential: 150_000, commercial: 300_000, other: 200_000 } as const;
export const ESTIMATE_PRICE_PER_SQM = 800;
export const ESTIMATE_NAIROBI_MULTIPLIER = 1.5;
export const ESTIMATE_OTHER_MULTIPLIER = 1.2;
export const ESTIMATE_DEFAULT_SIZE_SQM = 100;
export const ESTIMATE_DELAY_MS = 2000;
export const ESTIMATE_DISCLAIMERS = [
  'This is a rough estimate. Get a professional valuation for accurate pricing.',
  'This is an automated estimate and should not be used for official purposes',
] as const;

export interface EstimateInput {
  location: string;
  propertyType: string;
  /** Free text from the size field; a non-numeric size counts as 100. */
  size: string;
}

export function basePriceFor(propertyType: string): number {
  if (propertyType === 'residential') {
    return ESTIMATE_BASE_PRICE.residential;
  }
  if (propertyType === 'commercial') {
    return ESTIMATE_BASE_PRICE.commercial;
  }
  return ESTIMATE_BASE_PRICE.other;
}

export function parseSizeSqm(size: string): number {
  const value = Number.parseFloat(size);
  return Number.isFinite(value) ? value : ESTIMATE_DEFAULT_SIZE_SQM;
}

export function locationMultiplier(location: string): number {
  return location.toLowerCase().includes('nairobi') ? ESTIMATE_NAIROBI_MULTIPLIER : ESTIMATE_OTHER_MULTIPLIER;
}

/** The estimate in whole KSh. */
export function estimatePrice(input: EstimateInput): number {
  const raw = (basePriceFor(input.propertyType) + parseSizeSqm(input.size) * ESTIMATE_PRICE_PER_SQM) *
    locationMultiplier(input.location);
  return Math.round(raw);
}

/** The button is enabled only when all three inputs are present. */
export function canEstimate(input: EstimateInput): boolean {
  return input.location.trim() !== '' && input.propertyType.trim() !== '' && input.size.trim() !== '';
}
