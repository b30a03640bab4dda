import { describe, expect, it } from 'vitest';
import { dueReminderStep, isReminderDay, latestReminderStep, nextReminderStep, reminderDays } from './reminder-schedule.ts';

const unpaid = { status: 'issued' as const, balance: 79_750 };

describe('the reminder schedule: 7, 14 and 30 days after issue, then every 30 days', () => {
  it('names its days', () => {
    const days = Array.from({ length: 200 }, (_, d) => d).filter(isReminderDay);
    expect(days).toEqual([7, 14, 30, 60, 90, 120, 150, 180]);
  });

  it('knows the latest step reached and the next one', () => {
    expect([0, 6, 7, 13, 14, 29, 30, 59, 60, 61, 95].map(latestReminderStep)).toEqual([
      null,
      null,
      7,
      7,
      14,
      14,
      30,
      30,
      60,
      60,
      90,
    ]);
    expect([0, 7, 13, 14, 30, 31, 60].map(nextReminderStep)).toEqual([7, 14, 14, 30, 60, 60, 90]);
  });

  it('sends each step once, on its day', () => {
    expect(dueReminderStep(unpaid, 6, [])).toBeNull();
    expect(dueReminderStep(unpaid, 7, [])).toBe(7);
    expect(dueReminderStep(unpaid, 7, [7])).toBeNull();
    expect(dueReminderStep(unpaid, 13, [7])).toBeNull();
    expect(dueReminderStep(unpaid, 14, [7])).toBe(14);
    expect(dueReminderStep(unpaid, 30, [7, 14])).toBe(30);
    expect(dueReminderStep(unpaid, 45, [7, 14, 30])).toBeNull();
    expect(dueReminderStep(unpaid, 60, [7, 14, 30])).toBe(60);
    expect(dueReminderStep(unpaid, 90, [7, 14, 30, 60])).toBe(90);
  });

  it('sends a step missed while the server was down late, once, and not the steps before it', () => {
    expect(dueReminderStep(unpaid, 9, [])).toBe(7);
    expect(dueReminderStep(unpaid, 20, [])).toBe(14);
    expect(dueReminderStep(unpaid, 20, [14])).toBeNull();
  });

  it('counts a reminder an admin sent on or after the step as that step', () => {
    expect(dueReminderStep(unpaid, 14, [14])).toBeNull();
    expect(dueReminderStep(unpaid, 14, [10])).toBe(14);
  });

  it('never reminds of a paid invoice, one cancelled by a credit note, or one with nothing owed', () => {
    expect(dueReminderStep({ status: 'paid', balance: 0 }, 7, [])).toBeNull();
    expect(dueReminderStep({ status: 'credited', balance: 79_750 }, 30, [])).toBeNull();
    expect(dueReminderStep({ status: 'issued', balance: 0 }, 30, [])).toBeNull();
  });
});

describe('the day the reminders count from', () => {
  // 10 March 2030, 09:00 in Nairobi.
  const issuedAt = new Date('2030-03-10T06:00:00Z');

  it('is the day of issue for a client who pays on invoice', () => {
    expect(reminderDays({ issuedAt, terms: 'on_invoice' }, new Date('2030-03-17T06:00:00Z'))).toBe(7);
  });

  it('is the end of the next month for a client on account: nothing is due before then', () => {
    const onAccount = { issuedAt, terms: 'on_account' } as const;
    expect(reminderDays(onAccount, new Date('2030-04-30T18:00:00Z'))).toBe(0);
    // 7 May, Nairobi: seven days after 30 April.
    expect(reminderDays(onAccount, new Date('2030-05-07T06:00:00Z'))).toBe(7);
  });
});
