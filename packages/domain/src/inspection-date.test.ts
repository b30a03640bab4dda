import { describe, expect, it } from 'vitest';
import { INSPECTION_DATE_MESSAGES as D, inspectedOnRefusal, spellInspectionDay, visitNeedsMoving } from './inspection-date.ts';

// Saturday 28 November 2026, 10:00 in Nairobi.
const now = new Date('2026-11-28T07:00:00.000Z');

describe('the date of inspection', () => {
  it('is refused in the future (Nairobi day), before the request was taken on, or when not a date', () => {
    expect(inspectedOnRefusal('2026-11-28', { now, takenOn: '2026-11-20' })).toBeNull();
    expect(inspectedOnRefusal('2026-11-20', { now, takenOn: '2026-11-20' })).toBeNull();
    expect(inspectedOnRefusal('2026-11-29', { now, takenOn: null })).toBe(D.future);
    expect(inspectedOnRefusal('2026-11-19', { now, takenOn: '2026-11-20' })).toBe(D.beforeTakenOn('Friday 20 November'));
    expect(inspectedOnRefusal('2026-02-30', { now, takenOn: null })).toBe(D.invalid);
    // 23:30 UTC on the 28th is already Sunday the 29th in Nairobi.
    expect(inspectedOnRefusal('2026-11-29', { now: new Date('2026-11-28T21:30:00.000Z'), takenOn: null })).toBeNull();
  });

  it('a still-booked visit on a later day than the day on site must be moved (and so confirmed)', () => {
    const monday30 = '2026-11-30T11:00:00.000Z';
    expect(visitNeedsMoving({ status: 'scheduled', scheduledDate: monday30 }, '2026-11-28')).toBe(true);
    expect(visitNeedsMoving({ status: 'scheduled', scheduledDate: monday30 }, '2026-11-30')).toBe(false);
    expect(visitNeedsMoving({ status: 'scheduled', scheduledDate: '2026-11-26T11:00:00.000Z' }, '2026-11-28')).toBe(false);
    expect(visitNeedsMoving({ status: 'completed', scheduledDate: monday30 }, '2026-11-28')).toBe(false);
    // 22:00 UTC on the 27th is the 28th in Nairobi: the same day, nothing to move.
    expect(visitNeedsMoving({ status: 'scheduled', scheduledDate: '2026-11-27T22:00:00.000Z' }, '2026-11-28')).toBe(false);
  });

  it('spells the day as the dialog says it', () => {
    expect(spellInspectionDay('2026-11-30', 2026)).toBe('Monday 30 November');
    expect(spellInspectionDay('2027-01-04', 2026)).toBe('Monday 4 January 2027');
    expect(D.confirmTitle(spellInspectionDay('2026-11-30', 2026))).toBe('This visit is booked for Monday 30 November. When were you on site?');
  });
});
