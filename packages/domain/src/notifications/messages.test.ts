import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  parseNotificationParams,
  renderNotification,
  renderStoredNotification,
} from '../notifications.ts';

// Each kind renders exactly the English its writer stored before notifications kept parameters
// (ADR 018): the same words, the same quoting of the property and its reference.
const kilimani = { title: 'Kilimani house', reference: 'TH-2026-0142' };
const untitled = { title: null, reference: 'TH-2026-0007' };

describe('notification render table', () => {
  it('has an entry for every kind, and no other', () => {
    expect(Object.keys(NOTIFICATION_MESSAGES).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('request_assigned: to the client, to the assigned valuer, to the valuer it was taken from', () => {
    expect(
      renderNotification('request_assigned', { variant: 'client', request: kilimani, agent: 'Amina Odhiambo' }),
    ).toEqual({
      title: 'Valuer assigned',
      body: 'Amina Odhiambo will value "Kilimani house" (TH-2026-0142).',
    });
    expect(renderNotification('request_assigned', { variant: 'agent', request: kilimani })).toEqual({
      title: 'Request assigned to you',
      body: '"Kilimani house" (TH-2026-0142) is now in your queue.',
    });
    expect(renderNotification('request_assigned', { variant: 'reassigned', request: kilimani })).toEqual({
      title: 'Request reassigned',
      body: '"Kilimani house" (TH-2026-0142) was assigned to another valuer.',
    });
  });

  it('request_status: released back to the queue, cancelled', () => {
    expect(renderNotification('request_status', { variant: 'released', request: kilimani })).toEqual({
      title: 'Looking for a valuer',
      body: '"Kilimani house" (TH-2026-0142) is back in the queue; we will assign another valuer.',
    });
    expect(renderNotification('request_status', { variant: 'cancelled', request: kilimani })).toEqual({
      title: 'Request cancelled',
      body: '"Kilimani house" (TH-2026-0142) was cancelled.',
    });
  });

  it('visit_scheduled: the instant in Nairobi time', () => {
    expect(
      renderNotification('visit_scheduled', { request: kilimani, scheduledAt: '2026-11-30T06:00:00.000Z' }),
    ).toEqual({
      title: 'Site visit scheduled',
      body: 'A site visit to "Kilimani house" (TH-2026-0142) is booked for 30 Nov 2026, 9:00 AM.',
    });
  });

  it('visit_rescheduled', () => {
    expect(
      renderNotification('visit_rescheduled', { request: kilimani, scheduledAt: '2026-03-02T13:30:00.000Z' }),
    ).toEqual({
      title: 'Site visit rescheduled',
      body: 'The site visit to "Kilimani house" (TH-2026-0142) is now on 2 Mar 2026, 4:30 PM.',
    });
  });

  it('visit_completed', () => {
    expect(renderNotification('visit_completed', { request: kilimani })).toEqual({
      title: 'Site visit completed',
      body: 'The valuer has visited "Kilimani house" (TH-2026-0142) and is preparing the valuation.',
    });
  });

  it('visit_cancelled: with the reason as typed', () => {
    expect(renderNotification('visit_cancelled', { request: kilimani, reason: 'The owner is away' })).toEqual({
      title: 'Site visit cancelled',
      body: 'The site visit to "Kilimani house" (TH-2026-0142) was cancelled: The owner is away',
    });
  });

  it('report_submitted', () => {
    expect(renderNotification('report_submitted', { request: kilimani, valuer: 'Amina Odhiambo' })).toEqual({
      title: 'Report to review',
      body: 'Amina Odhiambo submitted the valuation report of "Kilimani house" (TH-2026-0142) for review.',
    });
  });

  it('report_changes_requested', () => {
    expect(renderNotification('report_changes_requested', { request: kilimani })).toEqual({
      title: 'Changes requested',
      body: 'An admin asked for changes to your valuation report of "Kilimani house" (TH-2026-0142).',
    });
  });

  it('report_approved', () => {
    expect(renderNotification('report_approved', { request: kilimani })).toEqual({
      title: 'Report approved',
      body: 'Your valuation report of "Kilimani house" (TH-2026-0142) was approved; its PDF is being prepared.',
    });
  });

  it('report_ready', () => {
    expect(renderNotification('report_ready', { request: kilimani })).toEqual({
      title: 'Your valuation report is ready',
      body: 'The valuation report of "Kilimani house" (TH-2026-0142) is ready to download.',
    });
  });

  it('backup_failed: with the reason in an admin’s words', () => {
    expect(renderNotification('backup_failed', { reason: 'BACKUP_DIR is not a folder.' })).toEqual({
      title: 'Backup failed',
      body: 'The backup did not finish: BACKUP_DIR is not a folder.',
    });
  });

  it('names an untitled property as each writer did: "your property" for requests and visits, "the property" for reports', () => {
    expect(renderNotification('request_status', { variant: 'cancelled', request: untitled }).body).toBe(
      '"your property" (TH-2026-0007) was cancelled.',
    );
    expect(renderNotification('visit_completed', { request: untitled }).body).toBe(
      'The valuer has visited "your property" (TH-2026-0007) and is preparing the valuation.',
    );
    expect(renderNotification('report_approved', { request: untitled }).body).toBe(
      'Your valuation report of "the property" (TH-2026-0007) was approved; its PDF is being prepared.',
    );
    expect(renderNotification('report_ready', { request: { title: null, reference: null } }).body).toBe(
      'The valuation report of "the property" is ready to download.',
    );
  });

  it('checks parameters against the kind', () => {
    expect(parseNotificationParams('backup_failed', { reason: 'disk full' })).toEqual({ reason: 'disk full' });
    expect(() => parseNotificationParams('visit_scheduled', { request: kilimani })).toThrow();
    expect(() => parseNotificationParams('visit_scheduled', { request: kilimani, scheduledAt: 'Monday' })).toThrow();
    expect(() => parseNotificationParams('request_assigned', { variant: 'client', request: kilimani })).toThrow();
    expect(() => parseNotificationParams('request_status', { variant: 'accepted', request: kilimani })).toThrow();
  });

  it('renders a stored row from its parameters, or gives null when they do not parse', () => {
    expect(renderStoredNotification('report_ready', { request: kilimani })?.title).toBe(
      'Your valuation report is ready',
    );
    expect(renderStoredNotification('report_ready', { reason: 'x' })).toBeNull();
    expect(renderStoredNotification('no_such_kind', { request: kilimani })).toBeNull();
    expect(renderStoredNotification('toString', {})).toBeNull();
  });
});
