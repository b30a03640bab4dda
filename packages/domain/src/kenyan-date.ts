import { MONTH_NAMES } from './calendar-names.ts';
import { formatYmd, parseYmd } from './nairobi-time.ts';

/**
 * One Kenyan way to type and read a calendar date in a field: day first, dd/mm/yyyy, whatever
 * the browser's locale. Forms and the API keep the ISO day (YYYY-MM-DD).
 */

export const KENYAN_DATE_HINT = 'dd/mm/yyyy';

const NUMERIC = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const WORDS = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i;

function real(year: number, month: number, day: number): string | null {
  const ymd = formatYmd(year, month, day);
  return parseYmd(ymd) ? ymd : null;
}

function monthOf(word: string): number | null {
  const w = word.toLowerCase();
  if (w.length < 3) {
    return null;
  }
  const index = MONTH_NAMES.findIndex(
    (name) => name.toLowerCase().startsWith(w) || (w === 'sept' && name === 'September'),
  );
  return index === -1 ? null : index + 1;
}

/**
 * What a person typed → the ISO day, or null when it is not a real date. Accepts dd/mm/yyyy,
 * d/m/yyyy, dd-mm-yyyy, dd.mm.yyyy, "4 Dec 2026" / "4 December 2026" and ISO yyyy-mm-dd.
 * The day always comes first: "04/12/2026" is 4 December.
 */
export function parseKenyanDate(text: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) {
    return real(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  }
  const numeric = NUMERIC.exec(value);
  if (numeric) {
    return real(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  }
  const words = WORDS.exec(value);
  if (words) {
    const month = monthOf(words[2] ?? '');
    return month === null ? null : real(Number(words[3]), month, Number(words[1]));
  }
  return null;
}

/** ISO "2026-12-04" → "04/12/2026"; anything that is not a real ISO day comes back unchanged. */
export function formatKenyanDate(ymd: string): string {
  const d = parseYmd(ymd);
  if (!d) {
    return ymd;
  }
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${String(d.year).padStart(4, '0')}`;
}
