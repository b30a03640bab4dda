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

/**
 * A county named at the end of one comma-separated part of a free-text location: "Nairobi",
 * "Kiambu County" or the end of "Ruiru Kiambu" (two-word names first), with the words before it.
 */
export function countyAtEndOf(part: string): { county: County; rest: string } | null {
  const words = part
    .replace(/\bcounty\b/gi, ' ')
    .trim()
    .split(/\s+/);
  for (let take = Math.min(2, words.length); take >= 1; take -= 1) {
    const county = findCounty(words.slice(-take).join(' '));
    if (county) {
      return { county, rest: words.slice(0, -take).join(' ') };
    }
  }
  return null;
}

/** The first county a free-text location names ("Kilimani, Nairobi" → Nairobi); null when it names none. */
export function countyInLocation(location: string): County | null {
  for (const part of location.split(',')) {
    const found = countyAtEndOf(part.trim());
    if (found) {
      return found.county;
    }
  }
  return null;
}
