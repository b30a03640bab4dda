/** What a CSV export holds, as its file name says it. */
export type BooksCsvKind = 'invoices' | 'payments';

/**
 * The export's file name with the dates it covers: thamani-payments-2030-03-01-to-2030-03-31.csv;
 * with no start date, up to a day (thamani-payments-to-2030-03-31.csv); with no dates at all,
 * the day it was made (thamani-invoices-2030-03-04.csv). An open end runs to `today`.
 */
export function booksCsvFilename(kind: BooksCsvKind, dates: { from?: string; to?: string }, today: string): string {
  if (dates.from) {
    return `thamani-${kind}-${dates.from}-to-${dates.to ?? today}.csv`;
  }
  return dates.to ? `thamani-${kind}-to-${dates.to}.csv` : `thamani-${kind}-${today}.csv`;
}
