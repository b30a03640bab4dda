import { CountySchema, countyAtEndOf, type County } from '@thamani/domain/counties';
import { PROPERTY_TYPES, type EstimateInput } from '@thamani/domain/estimate';
import { REQUEST_TOWN_MAX_LENGTH } from '@thamani/domain/requests';
import { z } from 'zod';

/**
 * What the home estimator (or the krooki extractor) carries into the /request form. It travels in router state and is
 * also kept in sessionStorage, so it survives the sign-in detour (the guard's redirect drops
 * router state) and a reload; it is cleared once the request is submitted.
 */
export const RequestPrefillSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES).optional(),
  county: CountySchema.optional(),
  town: z.string().max(REQUEST_TOWN_MAX_LENGTH).optional(),
  sizeSqm: z.string().max(20).optional(),
  /** From the krooki extractor's confirmed fields. */
  lrNumber: z.string().max(60).optional(),
});
export type RequestPrefill = z.infer<typeof RequestPrefillSchema>;

export const REQUEST_PREFILL_STORAGE_KEY = 'thamani:request-prefill';

/** "Westlands, Nairobi" → town Westlands, county Nairobi; a size is kept only when it is a number. */
export function prefillFromEstimate(input: EstimateInput): RequestPrefill {
  const parts = input.location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let county: County | undefined;
  const townParts: string[] = [];
  for (const part of parts) {
    const found = county ? null : countyAtEndOf(part);
    if (found) {
      county = found.county;
      if (found.rest) {
        townParts.push(found.rest);
      }
    } else {
      townParts.push(part);
    }
  }
  const town = townParts.join(', ').slice(0, REQUEST_TOWN_MAX_LENGTH);
  const size = Number(input.size.replace(/[,\s]/g, ''));
  const propertyType = PROPERTY_TYPES.find((type) => type === input.propertyType);
  return {
    ...(propertyType ? { propertyType } : {}),
    ...(county ? { county } : {}),
    ...(town ? { town } : {}),
    ...(input.size.trim() !== '' && Number.isFinite(size) && size > 0 ? { sizeSqm: String(size) } : {}),
  };
}

export function savePrefill(prefill: RequestPrefill): void {
  try {
    window.sessionStorage.setItem(REQUEST_PREFILL_STORAGE_KEY, JSON.stringify(prefill));
  } catch {
    // Storage can be blocked (privacy mode); router state still carries it when no sign-in is needed.
  }
}

export function clearPrefill(): void {
  try {
    window.sessionStorage.removeItem(REQUEST_PREFILL_STORAGE_KEY);
  } catch {
    // Nothing stored then.
  }
}

function parse(value: unknown): RequestPrefill | null {
  const parsed = RequestPrefillSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Router state `{ prefill }` first, then sessionStorage; null when neither holds a valid one. */
export function readPrefill(routerState: unknown): RequestPrefill | null {
  if (typeof routerState === 'object' && routerState !== null && 'prefill' in routerState) {
    const fromState = parse(routerState.prefill);
    if (fromState) {
      return fromState;
    }
  }
  try {
    const stored = window.sessionStorage.getItem(REQUEST_PREFILL_STORAGE_KEY);
    return stored ? parse(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}
