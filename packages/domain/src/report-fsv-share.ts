import { valueKey, type ReportContent } from './reports.ts';

/**
 * The Forced Sale Value as a percentage of the Market Value, to one decimal (75, 72.5), or null
 * until both are filled in (and MV is above zero). The editor shows it beside the values and the
 * PDF prints it under the FSV: a bank reads the two together.
 */
export function fsvPercentOfMv(fields: ReportContent['fields']): number | null {
  const mv = fields[valueKey('marketValue')];
  const fsv = fields[valueKey('forcedSaleValue')];
  if (typeof mv !== 'number' || typeof fsv !== 'number' || mv <= 0) {
    return null;
  }
  return Math.round((fsv / mv) * 1000) / 10;
}

/** "75 % of market value", as printed under the Forced Sale Value; null while unknown. */
export function fsvShareText(fields: ReportContent['fields']): string | null {
  const percent = fsvPercentOfMv(fields);
  return percent === null ? null : `${percent} % of market value`;
}
