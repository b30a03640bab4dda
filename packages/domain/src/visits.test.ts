import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  VISIT_DEFAULT_DURATION_MINUTES,
  VISIT_DURATIONS_MINUTES,
  VISIT_FIRST_SLOT_MINUTES,
  VISIT_LAST_SLOT_MINUTES,
  VISIT_SLOT_STEP_MINUTES,
  formatTime12h,
  parseTime12h,
  visitTimeSlots,
} from './visits.ts';

describe('visit constants', () => {
  it('match the spec', () => {
    expect(VISIT_DURATIONS_MINUTES).toEqual([30, 60, 90, 120]);
    expect(VISIT_DEFAULT_DURATION_MINUTES).toBe(60);
    expect(VISIT_FIRST_SLOT_MINUTES).toBe(480);
    expect(VISIT_LAST_SLOT_MINUTES).toBe(1050);
    expect(VISIT_SLOT_STEP_MINUTES).toBe(30);
    expect(BUSINESS_TIME_ZONE).toBe('Africa/Nairobi');
  });
});

describe('visitTimeSlots', () => {
  const slots = visitTimeSlots();

  it('runs every 30 minutes from 8:00 AM to 5:30 PM', () => {
    expect(slots).toHaveLength(20);
    expect(slots[0]).toBe('8:00 AM');
    expect(slots[1]).toBe('8:30 AM');
    expect(slots.at(-1)).toBe('5:30 PM');
    expect(slots).toContain('11:30 AM');
    expect(slots).toContain('12:00 PM');
    expect(slots).toContain('1:00 PM');
  });

  it('round-trips through parseTime12h', () => {
    for (const slot of slots) {
      const parsed = parseTime12h(slot);
      expect(parsed).not.toBeNull();
      expect(formatTime12h(parsed!.hours, parsed!.minutes)).toBe(slot);
    }
  });
});

describe('formatTime12h', () => {
  it.each([
    [0, 0, '12:00 AM'],
    [0, 30, '12:30 AM'],
    [9, 5, '9:05 AM'],
    [11, 59, '11:59 AM'],
    [12, 0, '12:00 PM'],
    [13, 30, '1:30 PM'],
    [23, 0, '11:00 PM'],
  ])('%d:%d → %s', (h, m, expected) => {
    expect(formatTime12h(h, m)).toBe(expected);
  });
});

describe('parseTime12h', () => {
  it('converts 12 AM to 0 and keeps 12 PM as 12', () => {
    expect(parseTime12h('12:00 AM')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTime12h('12:30 AM')).toEqual({ hours: 0, minutes: 30 });
    expect(parseTime12h('12:00 PM')).toEqual({ hours: 12, minutes: 0 });
    expect(parseTime12h('12:45 PM')).toEqual({ hours: 12, minutes: 45 });
  });

  it('adds 12 to other PM hours and keeps other AM hours', () => {
    expect(parseTime12h('8:00 AM')).toEqual({ hours: 8, minutes: 0 });
    expect(parseTime12h('11:30 AM')).toEqual({ hours: 11, minutes: 30 });
    expect(parseTime12h('1:00 PM')).toEqual({ hours: 13, minutes: 0 });
    expect(parseTime12h('5:30 PM')).toEqual({ hours: 17, minutes: 30 });
  });

  it('trims surrounding spaces and accepts a leading zero', () => {
    expect(parseTime12h('  09:15 AM ')).toEqual({ hours: 9, minutes: 15 });
  });

  it.each(['', '8:00', '8 AM', '8:00 am', '08:00AM', '13:00 PM', '0:30 AM', '9:60 AM', '9:5 AM', 'noon', '123:00 PM'])(
    'refuses %j',
    (value) => {
      expect(parseTime12h(value)).toBeNull();
    },
  );
});
