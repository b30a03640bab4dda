import { formatDate } from '@thamani/domain/display';
import { nairobiDateParts } from '@thamani/domain/nairobi-time';

// Built on first use: a page's first Intl formatter loads the locale's data, tens of milliseconds on
// a slow phone, which a page that loads this module without showing a notification never pays.
let relative: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (relative ??= new Intl.RelativeTimeFormat('en-KE', { numeric: 'auto' }));
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Whole Nairobi calendar days from `then` to `now` (so "yesterday" means yesterday in Nairobi). */
function nairobiDaysBetween(then: Date, now: Date): number {
  const dayNumber = (date: Date) => {
    const { year, month, day } = nairobiDateParts(date);
    return Date.UTC(year, month - 1, day) / (24 * HOUR);
  };
  return dayNumber(now) - dayNumber(then);
}

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; a week or more back,
 * the Nairobi date ("2 Mar 2025"); "Invalid date" when unreadable.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) {
    return formatDate(iso);
  }
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) {
    return 'just now';
  }
  if (elapsed < HOUR) {
    return relativeFormat().format(-Math.floor(elapsed / MINUTE), 'minute');
  }
  const days = nairobiDaysBetween(then, now);
  if (days === 0 || elapsed < 12 * HOUR) {
    return relativeFormat().format(-Math.floor(elapsed / HOUR), 'hour');
  }
  if (days < 7) {
    return relativeFormat().format(-days, 'day');
  }
  return formatDate(iso);
}
