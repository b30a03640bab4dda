import { addDays, type DashboardRange } from '@thamani/domain/admin-dashboard';

export interface RangePreset {
  label: string;
  range: DashboardRange;
}

/** The quick ranges, each ending today (Nairobi): last 7, 30 and 90 days, and this month so far. */
export function rangePresets(today: string): RangePreset[] {
  return [
    { label: 'Last 7 days', range: { from: addDays(today, -6), to: today } },
    { label: 'Last 30 days', range: { from: addDays(today, -29), to: today } },
    { label: 'This month', range: { from: `${today.slice(0, 8)}01`, to: today } },
    { label: 'Last 90 days', range: { from: addDays(today, -89), to: today } },
  ];
}

const DAY_MONTH = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A Nairobi date written for people: "3 Feb 2030" (or "3 Feb" with `short`). */
export function formatDay(ymd: string, short = false): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  return (short ? DAY_MONTH : DAY_MONTH_YEAR).format(date);
}

/** "3 Feb – 4 Mar 2030", or one day on its own. */
export function formatRange(range: DashboardRange): string {
  if (range.from === range.to) {
    return formatDay(range.from);
  }
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  return `${formatDay(range.from, sameYear)} – ${formatDay(range.to)}`;
}

/** Days with one decimal ("4.5 days"), or a dash when there is nothing to measure. */
export function formatDays(days: number | null): string {
  if (days === null) {
    return '—';
  }
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toFixed(1)} ${rounded === 1 ? 'day' : 'days'}`;
}

/** A share as a whole percentage ("25%"), or a dash when nothing was approved. */
export function formatShare(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}
