import type { AreaValue } from './contract.ts';

// ---------------------------------------------------------------------------------------------
// Area units

export const SQM_PER_HECTARE = 10_000;
export const SQM_PER_ACRE = 4046.8564224;

export const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export function areaFrom(amount: number, unit: AreaValue['unit']): AreaValue {
  const squareMetres = unit === 'ha' ? amount * SQM_PER_HECTARE : unit === 'acres' ? amount * SQM_PER_ACRE : amount;
  return { unit, amount, squareMetres: round(squareMetres, 2), hectares: round(squareMetres / SQM_PER_HECTARE, 4), acres: round(squareMetres / SQM_PER_ACRE, 4) };
}

/** "12th March 2019", "12/03/2019" → "2019-03-12"; null for no real date. */
export function parseDocumentDate(text: string): string | null {
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  let day: number;
  let month: number;
  let year: number;
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text.trim());
  // "3d" is OCR's "3rd".
  const words = /^(\d{1,2})(?:st|nd|rd|th|d)?\s+(?:of\s+)?([A-Za-z]{3,9})[,.]?\s+(\d{4})$/i.exec(text.trim());
  if (numeric) {
    [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  } else if (words) {
    day = Number(words[1]);
    month = months.indexOf((words[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    year = Number(words[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || year < 1900 || year > 2100 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}
