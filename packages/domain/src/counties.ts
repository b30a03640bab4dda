import { z } from 'zod';
import { FIELD_MESSAGES } from './messages.ts';

/**
 * The 47 counties of Kenya (Constitution of Kenya 2010, First Schedule), in county-code
 * order: index 0 is code 001 (Mombasa) … index 46 is code 047 (Nairobi).
 */
export const KENYA_COUNTIES = [
  'Mombasa',
  'Kwale',
  'Kilifi',
  'Tana River',
  'Lamu',
  'Taita-Taveta',
  'Garissa',
  'Wajir',
  'Mandera',
  'Marsabit',
  'Isiolo',
  'Meru',
  'Tharaka-Nithi',
  'Embu',
  'Kitui',
  'Machakos',
  'Makueni',
  'Nyandarua',
  'Nyeri',
  'Kirinyaga',
  "Murang'a",
  'Kiambu',
  'Turkana',
  'West Pokot',
  'Samburu',
  'Trans Nzoia',
  'Uasin Gishu',
  'Elgeyo-Marakwet',
  'Nandi',
  'Baringo',
  'Laikipia',
  'Nakuru',
  'Narok',
  'Kajiado',
  'Kericho',
  'Bomet',
  'Kakamega',
  'Vihiga',
  'Bungoma',
  'Busia',
  'Siaya',
  'Kisumu',
  'Homa Bay',
  'Migori',
  'Kisii',
  'Nyamira',
  'Nairobi',
] as const;
export type County = (typeof KENYA_COUNTIES)[number];

/** Exactly one of the 47 official names (the form offers them in a select). */
export const CountySchema = z.enum(KENYA_COUNTIES, { error: FIELD_MESSAGES.county });

/** The three-digit county code: "Mombasa" → "001", "Nairobi" → "047". */
export function countyCode(county: County): string {
  return String(KENYA_COUNTIES.indexOf(county) + 1).padStart(3, '0');
}

// Letters only, lower case: "Murang’a", "muranga" and "MURANG'A" all read "muranga".
const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
const BY_SQUASHED = new Map<string, County>(KENYA_COUNTIES.map((c) => [squash(c), c]));

/**
 * The official name for a loosely written one (case, spaces, hyphens and apostrophes ignored),
 * e.g. from a scanned title or a query string; null when it is not a county.
 */
export function findCounty(value: string): County | null {
  return BY_SQUASHED.get(squash(value)) ?? null;
}
