/** A cell of a CSV file for the firm's accountant: text, a whole number, or empty. */
export type CsvValue = string | number | null;

/**
 * Text a spreadsheet would run as a formula: it starts with = + - or @ (or a tab or carriage
 * return, which some spreadsheets skip before reading the formula).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field, RFC 4180: quoted when it holds a comma, a double quote or a line break, its quotes
 * doubled. Text that would start a formula gets a leading apostrophe (names and references are
 * typed by people); a number is written as it is, so the spreadsheet still adds it up.
 */
export function csvField(value: CsvValue): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value) : '';
  }
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, its fields joined by commas and ended with CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** Written first: spreadsheet apps then read the file as UTF-8 (names, dashes, quotes). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
