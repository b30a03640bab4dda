/** Business time: every business date and time is Africa/Nairobi wall time. */
export const BUSINESS_TIME_ZONE = 'Africa/Nairobi';

export function formatTime12h(hours: number, minutes: number): string {
  const period = hours >= 12 ? 'PM' : 'AM';
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${h}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** "12:30 AM" → {0, 30}; "12:00 PM" stays 12. Returns null for anything else. */
export function parseTime12h(value: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(value.trim());
  if (!match) {
    return null;
  }
  const [, h, m, period] = match;
  let hours = Number(h);
  const minutes = Number(m);
  if (hours < 1 || hours > 12 || minutes > 59) {
    return null;
  }
  if (period === 'AM' && hours === 12) {
    hours = 0;
  } else if (period === 'PM' && hours !== 12) {
    hours += 12;
  }
  return { hours, minutes };
}

// ---------------------------------------------------------------------------------------------
// Nairobi calendar and clock. Every business date and time is Africa/Nairobi wall time.

/**
 * Nairobi has been UTC+3 all year, without daylight saving, since 1 August 1942 (the tz database's
 * Africa/Nairobi): instants since then are read with this offset. Earlier ones, when the offset
 * was +2:30 or +2:45, are read through Intl.
 */
export const NAIROBI_UTC_OFFSET_MINUTES = 180;

/** From this instant on Nairobi wall time is UTC + NAIROBI_UTC_OFFSET_MINUTES. */
const FIXED_OFFSET_SINCE_MS = Date.UTC(1942, 7, 1);

export interface NairobiDateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday, as Date#getDay. */
  weekday: number;
  /** 0–23 */
  hours: number;
  minutes: number;
}

// Only for instants before FIXED_OFFSET_SINCE_MS, built on first use: a page's first Intl
// formatter loads the locale's data, tens of milliseconds of one task on a slow phone.
let nairobiParts: Intl.DateTimeFormat | undefined;
function nairobiFormatter(): Intl.DateTimeFormat {
  nairobiParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return nairobiParts;
}

/** The Nairobi wall-clock reading of an instant. Throws a RangeError for an invalid Date. */
export function nairobiDateParts(date: Date): NairobiDateParts {
  const time = date.getTime();
  if (Number.isNaN(time)) {
    throw new RangeError('Invalid date');
  }
  if (time >= FIXED_OFFSET_SINCE_MS) {
    const wall = new Date(time + NAIROBI_UTC_OFFSET_MINUTES * 60_000);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      weekday: wall.getUTCDay(),
      hours: wall.getUTCHours(),
      minutes: wall.getUTCMinutes(),
    };
  }
  const parts = Object.fromEntries(
    nairobiFormatter()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    year,
    month,
    day,
    weekday: weekdayOf(year, month, day),
    // Some ICU versions print midnight as "24" even with h23.
    hours: Number(parts.hour) % 24,
    minutes: Number(parts.minute),
  };
}

/** 0 = Sunday … 6 = Saturday for a calendar date (the weekday of a date is zone-free). */
function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-03-07" → {2025, 3, 7}; null unless it is a real calendar date written YYYY-MM-DD. */
export function parseYmd(value: string): { year: number; month: number; day: number } | null {
  const match = YMD.exec(value);
  if (!match) {
    return null;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

export function formatYmd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Nairobi calendar date of an instant, 'YYYY-MM-DD'. */
export function nairobiToday(now: Date = new Date()): string {
  const { year, month, day } = nairobiDateParts(now);
  return formatYmd(year, month, day);
}

/** The instant at which Nairobi wall time reads that date and time. */
export function fromNairobiWallTime(dateYmd: string, hours: number, minutes: number): Date {
  const ymd = parseYmd(dateYmd);
  if (!ymd) {
    throw new RangeError(`Invalid date: ${dateYmd}`);
  }
  const asUtc = Date.UTC(ymd.year, ymd.month - 1, ymd.day, hours, minutes);
  // Read the wall clock at that instant to learn the offset (not +3 before August 1942).
  const seen = nairobiDateParts(new Date(asUtc));
  const offsetMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hours, seen.minutes) - asUtc;
  return new Date(asUtc - offsetMs);
}

/** Saturday or Sunday; false for anything that is not a YYYY-MM-DD date. */
export function isWeekend(dateYmd: string): boolean {
  const ymd = parseYmd(dateYmd);
  if (!ymd) {
    return false;
  }
  const weekday = weekdayOf(ymd.year, ymd.month, ymd.day);
  return weekday === 0 || weekday === 6;
}

/** Before today in Nairobi (today itself is not past); false for a non-date. */
export function isPastDate(dateYmd: string, now: Date = new Date()): boolean {
  return parseYmd(dateYmd) !== null && dateYmd < nairobiToday(now);
}

const COMPACT_DATE_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as Nairobi wall time written without separators, yyyyMMddHHmmss (20261129143005):
 * how Daraja's Timestamp and KRA eTIMS's dates read. Nairobi's offsets have always been whole
 * minutes, so the seconds are the instant's own.
 */
export function nairobiCompactDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) {
    throw new RangeError('Invalid date');
  }
  const { year, month, day, hours, minutes } = nairobiDateParts(date);
  return `${String(year).padStart(4, '0')}${pad2(month)}${pad2(day)}${pad2(hours)}${pad2(minutes)}${pad2(date.getUTCSeconds())}`;
}

/** The instant a yyyyMMddHHmmss Nairobi reading names; null unless it is a real time (no 30 February, no 24:00). */
export function parseNairobiCompactDateTime(value: string): Date | null {
  const match = COMPACT_DATE_TIME.exec(value);
  if (!match) {
    return null;
  }
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes - NAIROBI_UTC_OFFSET_MINUTES, seconds));
  return nairobiCompactDateTime(date) === value ? date : null;
}
