import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES, VISIT_FORM_MESSAGES } from './messages.ts';
import {
  NAIROBI_UTC_OFFSET_MINUTES,
  formatYmd,
  fromNairobiWallTime,
  isPastDate,
  isVisitDuration,
  isVisitSlot,
  isWeekend,
  nairobiDateParts,
  nairobiToday,
  parseYmd,
  toScheduledInstant,
  validateVisitSlot,
  visitTimeSlots,
} from './visits.ts';

// March 2025: Mon 3, Wed 5, Fri 7, Sat 8, Sun 9, Mon 10.
afterEach(() => {
  vi.useRealTimers();
});

describe('nairobiDateParts', () => {
  it('reads the Nairobi wall clock (UTC+3)', () => {
    expect(nairobiDateParts(new Date('2025-03-07T06:05:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 7,
      weekday: 5,
      hours: 9,
      minutes: 5,
    });
  });

  it('rolls over to the next Nairobi day before UTC does', () => {
    expect(nairobiDateParts(new Date('2025-03-07T21:30:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 8,
      weekday: 6,
      hours: 0,
      minutes: 30,
    });
  });

  it('reads midnight as hour 0 and crosses the year', () => {
    expect(nairobiDateParts(new Date('2025-12-31T21:00:00Z'))).toMatchObject({
      year: 2026,
      month: 1,
      day: 1,
      weekday: 4,
      hours: 0,
      minutes: 0,
    });
  });

  it('matches the documented +3 offset', () => {
    expect(NAIROBI_UTC_OFFSET_MINUTES).toBe(180);
    const instant = new Date('2025-06-15T12:00:00Z');
    const { hours } = nairobiDateParts(instant);
    expect(hours * 60 - instant.getUTCHours() * 60).toBe(NAIROBI_UTC_OFFSET_MINUTES);
  });

  it('throws a RangeError for an invalid Date', () => {
    expect(() => nairobiDateParts(new Date('nope'))).toThrow(RangeError);
  });

  it('reads the same wall clock as the tz database for any instant since 1942, and before it the offsets of then', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Africa/Nairobi',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    });
    const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const start = Date.UTC(1942, 6, 31, 20);
    const end = Date.UTC(2100, 0, 1);
    // Every ~3 days 7 hours 13 minutes across the range (every hour of the day and weekday comes up), and the edges.
    for (let time = start; time < end; time += 3 * 86_400_000 + 7 * 3_600_000 + 13 * 60_000) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(time)).map((p) => [p.type, p.value]));
      const expected = {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
        weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
        hours: Number(parts.hour) % 24,
        minutes: Number(parts.minute),
      };
      expect(nairobiDateParts(new Date(time)), new Date(time).toISOString()).toEqual(expected);
    }
    // +2:45 in 1940, +2:30 in 1935.
    expect(nairobiDateParts(new Date('1940-05-01T12:00:00Z'))).toMatchObject({ hours: 14, minutes: 45 });
    expect(nairobiDateParts(new Date('1935-05-01T12:00:00Z'))).toMatchObject({ hours: 14, minutes: 30 });
  });
});

describe('parseYmd and formatYmd', () => {
  it('reads real calendar dates', () => {
    expect(parseYmd('2025-03-07')).toEqual({ year: 2025, month: 3, day: 7 });
    expect(parseYmd('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-3-7', '07/03/2025', '', '2025-03-07T00:00'])(
    'refuses %j',
    (value) => {
      expect(parseYmd(value)).toBeNull();
    },
  );

  it('pads a date', () => {
    expect(formatYmd(2025, 3, 7)).toBe('2025-03-07');
    expect(formatYmd(925, 12, 31)).toBe('0925-12-31');
  });
});

describe('nairobiToday', () => {
  it('is the Nairobi calendar date of the instant', () => {
    expect(nairobiToday(new Date('2025-03-07T20:59:00Z'))).toBe('2025-03-07');
    expect(nairobiToday(new Date('2025-03-07T21:00:00Z'))).toBe('2025-03-08');
  });

  it('reads the clock when no instant is given', () => {
    vi.useFakeTimers({ now: new Date('2025-03-07T22:00:00Z') });
    expect(nairobiToday()).toBe('2025-03-08');
  });
});

describe('fromNairobiWallTime', () => {
  it('gives the instant of a Nairobi wall time', () => {
    expect(fromNairobiWallTime('2025-03-07', 17, 0).toISOString()).toBe('2025-03-07T14:00:00.000Z');
    expect(fromNairobiWallTime('2025-03-07', 0, 30).toISOString()).toBe('2025-03-06T21:30:00.000Z');
  });

  it('throws a RangeError for an unreadable date', () => {
    expect(() => fromNairobiWallTime('2025-02-30', 9, 0)).toThrow(RangeError);
  });
});

describe('isWeekend', () => {
  it('is true on Saturday and Sunday only', () => {
    expect(isWeekend('2025-03-08')).toBe(true);
    expect(isWeekend('2025-03-09')).toBe(true);
    for (const weekday of ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']) {
      expect(isWeekend(weekday)).toBe(false);
    }
  });

  it('is false for a non-date', () => {
    expect(isWeekend('')).toBe(false);
    expect(isWeekend('2025-02-30')).toBe(false);
  });
});

describe('isPastDate', () => {
  // 00:30 on Saturday 8 March in Nairobi, still Friday 7 March in UTC.
  const now = new Date('2025-03-07T21:30:00Z');

  it('compares with today in Nairobi, not UTC', () => {
    expect(isPastDate('2025-03-07', now)).toBe(true);
    expect(isPastDate('2025-03-08', now)).toBe(false);
    expect(isPastDate('2025-03-09', now)).toBe(false);
    expect(isPastDate('2024-12-31', now)).toBe(true);
  });

  it('is false for a non-date', () => {
    expect(isPastDate('yesterday', now)).toBe(false);
  });

  it('reads the clock when no instant is given', () => {
    vi.useFakeTimers({ now });
    expect(isPastDate('2025-03-07')).toBe(true);
  });
});

describe('isVisitSlot', () => {
  it('accepts every offered slot', () => {
    for (const slot of visitTimeSlots()) {
      expect(isVisitSlot(slot)).toBe(true);
    }
    expect(isVisitSlot('08:00 AM')).toBe(true);
  });

  it.each(['7:30 AM', '6:00 PM', '8:15 AM', '12:00 AM', '17:00', '', 'noon'])('refuses %j', (value) => {
    expect(isVisitSlot(value)).toBe(false);
  });
});

describe('isVisitDuration', () => {
  it('accepts 30, 60, 90 and 120 only', () => {
    expect([30, 60, 90, 120].every(isVisitDuration)).toBe(true);
    for (const value of [0, 45, 61, 180, '60', null, undefined]) {
      expect(isVisitDuration(value)).toBe(false);
    }
  });
});

describe('toScheduledInstant', () => {
  it.each([
    ['2025-03-07', '8:00 AM', '2025-03-07T05:00:00.000Z'],
    ['2025-03-07', '12:00 PM', '2025-03-07T09:00:00.000Z'],
    ['2025-03-07', '12:30 PM', '2025-03-07T09:30:00.000Z'],
    ['2025-03-07', '5:30 PM', '2025-03-07T14:30:00.000Z'],
    ['2025-03-07', '12:00 AM', '2025-03-06T21:00:00.000Z'],
    ['2025-03-07', '11:59 PM', '2025-03-07T20:59:00.000Z'],
  ])('%s %s (Nairobi) → %s', (date, time, iso) => {
    expect(toScheduledInstant(date, time)).toBe(iso);
  });

  it('throws a RangeError for an unreadable time or date', () => {
    expect(() => toScheduledInstant('2025-03-07', '25:00')).toThrow(RangeError);
    expect(() => toScheduledInstant('2025-02-30', '9:00 AM')).toThrow(RangeError);
  });
});

describe('validateVisitSlot', () => {
  // Wednesday 5 March 2025, 10:10 in Nairobi.
  const now = new Date('2025-03-05T07:10:00Z');
  const ok = { date: '2025-03-06', time: '9:00 AM', durationMinutes: 60 };

  it('accepts a weekday slot in the future', () => {
    expect(validateVisitSlot(ok, now)).toBeNull();
    expect(validateVisitSlot({ ...ok, date: '2025-03-05', time: '10:30 AM' }, now)).toBeNull();
  });

  it('needs a date ("Please select a date")', () => {
    expect(validateVisitSlot({}, now)).toEqual({ field: 'date', message: 'Please select a date' });
    expect(validateVisitSlot({ ...ok, date: null }, now)).toEqual({
      field: 'date',
      message: VALIDATION_MESSAGES.visitDate,
    });
    expect(validateVisitSlot({ ...ok, date: '' }, now)?.field).toBe('date');
    expect(validateVisitSlot({ ...ok, date: '2025-02-30' }, now)).toEqual({
      field: 'date',
      message: VALIDATION_MESSAGES.visitDate,
    });
  });

  it('refuses Saturday and Sunday', () => {
    expect(validateVisitSlot({ ...ok, date: '2025-03-08' }, now)).toEqual({
      field: 'date',
      message: VISIT_FORM_MESSAGES.weekend,
    });
    expect(validateVisitSlot({ ...ok, date: '2025-03-09' }, now)?.message).toBe(VISIT_FORM_MESSAGES.weekend);
  });

  it('refuses a past date', () => {
    expect(validateVisitSlot({ ...ok, date: '2025-03-04' }, now)).toEqual({
      field: 'date',
      message: VISIT_FORM_MESSAGES.pastDate,
    });
  });

  it('needs a time ("Please select a time")', () => {
    expect(validateVisitSlot({ date: ok.date }, now)).toEqual({ field: 'time', message: 'Please select a time' });
    expect(validateVisitSlot({ ...ok, time: '' }, now)).toEqual({
      field: 'time',
      message: VALIDATION_MESSAGES.visitTime,
    });
  });

  it('needs one of the slots', () => {
    for (const time of ['7:30 AM', '6:00 PM', '9:15 AM', '09:00']) {
      expect(validateVisitSlot({ ...ok, time }, now)).toEqual({ field: 'time', message: VISIT_FORM_MESSAGES.slot });
    }
  });

  it('treats a slot earlier today as past, and the current minute too', () => {
    expect(validateVisitSlot({ ...ok, date: '2025-03-05', time: '8:00 AM' }, now)).toEqual({
      field: 'time',
      message: VISIT_FORM_MESSAGES.pastTime,
    });
    expect(validateVisitSlot({ ...ok, date: '2025-03-05', time: '10:00 AM' }, now)?.field).toBe('time');
    const atTen = new Date('2025-03-05T07:00:00Z');
    expect(validateVisitSlot({ ...ok, date: '2025-03-05', time: '10:00 AM' }, atTen)?.message).toBe(
      VISIT_FORM_MESSAGES.pastTime,
    );
    expect(validateVisitSlot({ ...ok, date: '2025-03-05', time: '10:30 AM' }, atTen)).toBeNull();
  });

  it('judges "today" in Nairobi: late evening UTC is already tomorrow', () => {
    // 23:30 UTC Thursday = 02:30 Friday in Nairobi: Thursday is past, Friday 8:00 AM is still ahead.
    const lateUtc = new Date('2025-03-06T23:30:00Z');
    expect(validateVisitSlot({ ...ok, date: '2025-03-06' }, lateUtc)?.message).toBe(VISIT_FORM_MESSAGES.pastDate);
    expect(validateVisitSlot({ ...ok, date: '2025-03-07', time: '8:00 AM' }, lateUtc)).toBeNull();
  });

  it('needs a duration of 30, 60, 90 or 120 minutes; missing means the default', () => {
    expect(validateVisitSlot({ ...ok, durationMinutes: 45 }, now)).toEqual({
      field: 'durationMinutes',
      message: VISIT_FORM_MESSAGES.duration,
    });
    expect(validateVisitSlot({ ...ok, durationMinutes: null }, now)?.field).toBe('durationMinutes');
    expect(validateVisitSlot({ date: ok.date, time: ok.time }, now)).toBeNull();
    for (const durationMinutes of [30, 60, 90, 120]) {
      expect(validateVisitSlot({ ...ok, durationMinutes }, now)).toBeNull();
    }
  });

  it('reads the clock when no instant is given', () => {
    vi.useFakeTimers({ now });
    expect(validateVisitSlot({ ...ok, date: '2025-03-04' })?.message).toBe(VISIT_FORM_MESSAGES.pastDate);
    expect(validateVisitSlot(ok)).toBeNull();
  });
});
