import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit.ts';
import { NOTIFICATION_KINDS, NotificationSchema } from './notifications.ts';
import { RequestDetailSchema, TIMELINE_ACTIONS, TimelineActionSchema, isTimelineAction } from './requests.ts';

const notification = (kind: string) => ({
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  kind,
  title: 'Valuer assigned',
  body: '',
  link: null,
  readAt: null,
  createdAt: '2026-03-02T08:00:00.000Z',
});

describe('timeline actions', () => {
  it('accepts every listed action and refuses any other string', () => {
    for (const action of TIMELINE_ACTIONS) {
      expect(TimelineActionSchema.parse(action)).toBe(action);
      expect(isTimelineAction(action)).toBe(true);
    }
    expect(TimelineActionSchema.safeParse('documents_checked').success).toBe(false);
    expect(isTimelineAction('site_visit_review_saved')).toBe(false);
  });

  it('types the timeline of a request detail', () => {
    const timeline = RequestDetailSchema.shape.timeline.element;
    const entry = { status: null, at: '2026-03-02T08:00:00.000Z', by: null };
    expect(timeline.safeParse({ ...entry, action: 'site_visit_completed' }).success).toBe(true);
    expect(timeline.safeParse({ ...entry, action: 'something_else' }).success).toBe(false);
  });

  it('are all audit actions; the audit list has no duplicates', () => {
    for (const action of TIMELINE_ACTIONS) {
      expect(AUDIT_ACTIONS).toContain(action);
    }
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});

describe('notification kinds', () => {
  it('a notification carries one of the listed kinds, nothing else', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NotificationSchema.safeParse(notification(kind)).success).toBe(true);
    }
    expect(NotificationSchema.safeParse(notification('request')).success).toBe(false);
    expect(NotificationSchema.safeParse(notification('')).success).toBe(false);
  });
});
