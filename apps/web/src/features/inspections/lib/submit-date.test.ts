// @vitest-environment node
import { AppError } from '@thamani/domain/app-error';
import { VISIT_DATE_UNCONFIRMED } from '@thamani/domain/inspection-date';
import { describe, expect, it } from 'vitest';
import { bookedDayToConfirm, confirmedBody, submitStep } from './submit-date';

const booked = (scheduledDate: string, status: 'scheduled' | 'completed' = 'scheduled') => ({ version: 7, visit: { scheduledDate, status } });
const unconfirmed = new AppError('CONFLICT', 'This visit is booked for Monday 30 November…', undefined, {
  code: VISIT_DATE_UNCONFIRMED,
  scheduledDate: '2026-11-30T07:00:00.000Z',
  inspectedOn: '2026-11-28',
});

describe('submitting with the day on site', () => {
  it('asks first when the visit is still booked for a later day (Nairobi days)', () => {
    expect(submitStep(booked('2026-11-30T07:00:00.000Z'), '2026-11-28')).toEqual({ kind: 'confirm', bookedDay: '2026-11-30' });
    // Monday 30 November 01:00 in Nairobi is still Sunday the 29th in UTC.
    expect(submitStep(booked('2026-11-29T22:00:00.000Z'), '2026-11-28')).toEqual({ kind: 'confirm', bookedDay: '2026-11-30' });
  });

  it('sends the day straight away when the visit is booked that day or earlier, or already completed', () => {
    expect(submitStep(booked('2026-11-28T07:00:00.000Z'), '2026-11-28')).toEqual({ kind: 'send', body: { version: 7, inspectedOn: '2026-11-28' } });
    expect(submitStep(booked('2026-11-30T07:00:00.000Z', 'completed'), '2026-11-28').kind).toBe('send');
  });

  it('asks once when the server knew of a later booking, never again after a confirmed submit', () => {
    expect(bookedDayToConfirm(unconfirmed, { version: 7, inspectedOn: '2026-11-28' })).toBe('2026-11-30');
    expect(bookedDayToConfirm(unconfirmed, confirmedBody({ version: 7 }, '2026-11-28'))).toBeNull();
    expect(bookedDayToConfirm(new AppError('CONFLICT', 'Someone else changed this inspection.'), { version: 7 })).toBeNull();
    expect(confirmedBody({ version: 7 }, '2026-11-27')).toEqual({ version: 7, inspectedOn: '2026-11-27', confirmVisitDate: true });
  });
});
