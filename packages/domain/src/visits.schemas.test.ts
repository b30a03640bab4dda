import { afterEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES, VISIT_FORM_MESSAGES, VISIT_MESSAGES } from './messages.ts';
import {
  CONDITION_RATINGS,
  CONDITION_RATING_LABELS,
  CancelVisitBodySchema,
  RescheduleVisitBodySchema,
  ScheduleVisitBodySchema,
  VISIT_STATUSES,
  VISIT_STATUS_LABELS,
  VisitListItemSchema,
  VisitReviewBodySchema,
  VisitStatusSchema,
  createRescheduleVisitBodySchema,
  createScheduleVisitBodySchema,
} from './visits.ts';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issuesOf = (result: Issues) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

// Wednesday 5 March 2025, 10:10 in Nairobi.
const NOW = new Date('2025-03-05T07:10:00Z');
const REQUEST_ID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const PROPERTY_ID = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

afterEach(() => {
  vi.useRealTimers();
});

describe('visit statuses', () => {
  it('are scheduled, completed and cancelled, each labelled', () => {
    expect(VISIT_STATUSES).toEqual(['scheduled', 'completed', 'cancelled']);
    expect(VISIT_STATUS_LABELS).toEqual({ scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' });
    expect(VisitStatusSchema.safeParse('done').success).toBe(false);
  });
});

describe('ScheduleVisitBodySchema', () => {
  const schema = createScheduleVisitBodySchema(NOW);
  const body = { requestId: REQUEST_ID, propertyId: PROPERTY_ID, date: '2025-03-06', time: '9:00 AM' };

  it('accepts the form and defaults the duration to 60', () => {
    expect(schema.parse(body)).toEqual({ ...body, durationMinutes: 60, notes: undefined });
  });

  it('keeps notes (trimmed), turns blank notes into none and reads a duration from the select', () => {
    expect(schema.parse({ ...body, notes: '  Gate code 1234 ', durationMinutes: '90' })).toMatchObject({
      notes: 'Gate code 1234',
      durationMinutes: 90,
    });
    expect(schema.parse({ ...body, notes: '   ' }).notes).toBeUndefined();
    expect(schema.parse({ ...body, notes: null }).notes).toBeUndefined();
    expect(schema.parse({ ...body, time: ' 9:00 AM ' }).time).toBe('9:00 AM');
  });

  it('uses the spec messages when the request or property is missing', () => {
    expect(issuesOf(schema.safeParse({ ...body, requestId: undefined }))).toEqual([
      { path: 'requestId', message: VISIT_MESSAGES.missingInfo },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, propertyId: 'abc' }))).toEqual([
      { path: 'propertyId', message: 'No property information provided' },
    ]);
  });

  it('needs a date and a time, each on its field, once', () => {
    expect(issuesOf(schema.safeParse({ requestId: REQUEST_ID, propertyId: PROPERTY_ID }))).toEqual([
      { path: 'date', message: 'Please select a date' },
      { path: 'time', message: 'Please select a time' },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, date: '', time: '' }))).toEqual([
      { path: 'date', message: VALIDATION_MESSAGES.visitDate },
      { path: 'time', message: VALIDATION_MESSAGES.visitTime },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, date: '2025-02-30' }))).toEqual([
      { path: 'date', message: VALIDATION_MESSAGES.visitDate },
    ]);
  });

  it('refuses a time that is not a slot and a duration that is not offered', () => {
    expect(issuesOf(schema.safeParse({ ...body, time: '7:00 AM' }))).toEqual([
      { path: 'time', message: VISIT_FORM_MESSAGES.slot },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, durationMinutes: 45 }))).toEqual([
      { path: 'durationMinutes', message: VISIT_FORM_MESSAGES.duration },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, durationMinutes: 'long' }))).toEqual([
      { path: 'durationMinutes', message: VISIT_FORM_MESSAGES.duration },
    ]);
  });

  it('refuses weekends, past days and a slot earlier today', () => {
    expect(issuesOf(schema.safeParse({ ...body, date: '2025-03-08' }))).toEqual([
      { path: 'date', message: VISIT_FORM_MESSAGES.weekend },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, date: '2025-03-04' }))).toEqual([
      { path: 'date', message: VISIT_FORM_MESSAGES.pastDate },
    ]);
    expect(issuesOf(schema.safeParse({ ...body, date: '2025-03-05', time: '10:00 AM' }))).toEqual([
      { path: 'time', message: VISIT_FORM_MESSAGES.pastTime },
    ]);
    expect(schema.safeParse({ ...body, date: '2025-03-05', time: '10:30 AM' }).success).toBe(true);
  });

  it('caps notes at 1,000 characters', () => {
    expect(schema.safeParse({ ...body, notes: 'x'.repeat(1000) }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ ...body, notes: 'x'.repeat(1001) }))).toEqual([
      { path: 'notes', message: VISIT_FORM_MESSAGES.notesTooLong },
    ]);
  });

  it('reads the clock at each parse when built without one', () => {
    vi.useFakeTimers({ now: NOW });
    expect(ScheduleVisitBodySchema.safeParse({ ...body, date: '2025-03-04' }).success).toBe(false);
    expect(ScheduleVisitBodySchema.safeParse(body).success).toBe(true);
    vi.setSystemTime(new Date('2025-03-07T07:00:00Z'));
    expect(issuesOf(ScheduleVisitBodySchema.safeParse(body))).toEqual([
      { path: 'date', message: VISIT_FORM_MESSAGES.pastDate },
    ]);
  });
});

describe('RescheduleVisitBodySchema', () => {
  const schema = createRescheduleVisitBodySchema(NOW);

  it('takes a new date and time and keeps the duration when none is given', () => {
    expect(schema.parse({ date: '2025-03-10', time: '2:00 PM' })).toEqual({
      date: '2025-03-10',
      time: '2:00 PM',
      durationMinutes: undefined,
      notes: undefined,
    });
    expect(schema.parse({ date: '2025-03-10', time: '2:00 PM', durationMinutes: 120 }).durationMinutes).toBe(120);
  });

  it('follows the scheduling rules', () => {
    expect(issuesOf(schema.safeParse({ date: '2025-03-09', time: '2:00 PM' }))).toEqual([
      { path: 'date', message: VISIT_FORM_MESSAGES.weekend },
    ]);
    expect(issuesOf(schema.safeParse({ date: '2025-03-10' }))).toEqual([
      { path: 'time', message: VALIDATION_MESSAGES.visitTime },
    ]);
    expect(issuesOf(schema.safeParse({ date: '2025-03-10', time: '2:00 PM', durationMinutes: 15 }))).toEqual([
      { path: 'durationMinutes', message: VISIT_FORM_MESSAGES.duration },
    ]);
  });

  it('reads the clock at each parse when built without one', () => {
    vi.useFakeTimers({ now: NOW });
    expect(RescheduleVisitBodySchema.safeParse({ date: '2025-03-05', time: '8:00 AM' }).success).toBe(false);
    expect(RescheduleVisitBodySchema.safeParse({ date: '2025-03-05', time: '4:00 PM' }).success).toBe(true);
  });
});

describe('CancelVisitBodySchema', () => {
  it('needs a reason of 3 to 500 characters, trimmed', () => {
    expect(CancelVisitBodySchema.parse({ reason: '  Client unavailable ' })).toEqual({ reason: 'Client unavailable' });
    expect(CancelVisitBodySchema.safeParse({ reason: 'abc' }).success).toBe(true);
    expect(CancelVisitBodySchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it.each([{}, { reason: '' }, { reason: '  ab  ' }, { reason: 42 }])('refuses %j', (body) => {
    expect(issuesOf(CancelVisitBodySchema.safeParse(body))).toEqual([
      { path: 'reason', message: VISIT_FORM_MESSAGES.cancelReason },
    ]);
  });

  it('refuses a reason over 500 characters', () => {
    expect(issuesOf(CancelVisitBodySchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual([
      { path: 'reason', message: VISIT_FORM_MESSAGES.cancelReasonTooLong },
    ]);
  });
});

describe('VisitReviewBodySchema', () => {
  const review = { observations: 'Roof sound; minor cracks on the boundary wall.', conditionRating: 4 };

  it('accepts a review and saves it as a draft by default', () => {
    expect(VisitReviewBodySchema.parse(review)).toEqual({ ...review, notes: undefined, draft: true });
    expect(VisitReviewBodySchema.parse({ ...review, draft: false, notes: ' Follow up ' })).toMatchObject({
      draft: false,
      notes: 'Follow up',
    });
  });

  it('reads the rating from a form value', () => {
    expect(VisitReviewBodySchema.parse({ ...review, conditionRating: '5' }).conditionRating).toBe(5);
  });

  it.each([0, 6, 3.5, 'good', undefined])('refuses a rating of %j', (conditionRating) => {
    expect(issuesOf(VisitReviewBodySchema.safeParse({ ...review, conditionRating }))).toEqual([
      { path: 'conditionRating', message: VISIT_FORM_MESSAGES.conditionRating },
    ]);
  });

  it('needs observations, at most 5,000 characters', () => {
    for (const observations of ['', '   ', undefined]) {
      expect(issuesOf(VisitReviewBodySchema.safeParse({ ...review, observations }))).toEqual([
        { path: 'observations', message: VISIT_FORM_MESSAGES.observations },
      ]);
    }
    expect(issuesOf(VisitReviewBodySchema.safeParse({ ...review, observations: 'x'.repeat(5001) }))).toEqual([
      { path: 'observations', message: VISIT_FORM_MESSAGES.observationsTooLong },
    ]);
  });

  it('caps notes at 2,000 characters and needs draft to be a boolean', () => {
    expect(issuesOf(VisitReviewBodySchema.safeParse({ ...review, notes: 'x'.repeat(2001) }))).toEqual([
      { path: 'notes', message: VISIT_FORM_MESSAGES.reviewNotesTooLong },
    ]);
    expect(VisitReviewBodySchema.safeParse({ ...review, draft: 'yes' }).success).toBe(false);
  });

  it('labels the five ratings on the inspection’s scale', () => {
    expect(CONDITION_RATINGS.map((r) => CONDITION_RATING_LABELS[r])).toEqual([
      'Poor',
      'Fair',
      'Average',
      'Good',
      'Excellent',
    ]);
  });
});

describe('VisitListItemSchema (the Site Visits cards)', () => {
  const item = {
    id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    requestId: REQUEST_ID,
    requestReference: 'TH-2025-0042',
    status: 'scheduled',
    scheduledDate: '2025-03-06T06:00:00.000Z',
    durationMinutes: 60,
    notes: null,
    property: { id: PROPERTY_ID, title: 'Kilimani apartment', address: 'Argwings Kodhek Rd, Nairobi' },
    client: { fullName: 'Achieng Otieno' },
  };

  it('accepts a card, with or without property, address and client', () => {
    expect(VisitListItemSchema.parse(item)).toEqual(item);
    expect(VisitListItemSchema.safeParse({ ...item, property: null, client: null }).success).toBe(true);
    expect(VisitListItemSchema.safeParse({ ...item, property: { ...item.property, address: null } }).success).toBe(
      true,
    );
    expect(VisitListItemSchema.safeParse({ ...item, scheduledDate: '2025-03-06T09:00:00+03:00' }).success).toBe(true);
  });

  it('refuses an unknown status, a bad date or a fractional duration', () => {
    expect(VisitListItemSchema.safeParse({ ...item, status: 'pending' }).success).toBe(false);
    expect(VisitListItemSchema.safeParse({ ...item, scheduledDate: '6 March' }).success).toBe(false);
    expect(VisitListItemSchema.safeParse({ ...item, durationMinutes: 60.5 }).success).toBe(false);
  });
});
