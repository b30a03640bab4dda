import { describe, expect, it } from 'vitest';
import {
  IN_PROGRESS_STATUSES,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  REQUEST_TRANSITIONS,
  RequestListItemSchema,
  RequestStatsSchema,
  type RequestAction,
  type RequestStatus,
  nextStatus,
} from './requests.ts';

const ACTIONS = Object.keys(REQUEST_TRANSITIONS) as RequestAction[];

describe('request statuses', () => {
  it('include every status the spec shows', () => {
    for (const status of ['pending', 'assigned', 'in-progress', 'completed', 'visit_scheduled']) {
      expect(REQUEST_STATUSES).toContain(status);
    }
  });

  it('have a label each', () => {
    expect(Object.keys(REQUEST_STATUS_LABELS).sort()).toEqual([...REQUEST_STATUSES].sort());
    expect(REQUEST_STATUS_LABELS['in-progress']).toBe('In Progress');
    expect(REQUEST_STATUS_LABELS.visit_scheduled).toBe('Visit Scheduled');
  });

  it('count every active stage as In Progress (assigned and in-progress at least, per spec)', () => {
    expect([...IN_PROGRESS_STATUSES].sort()).toEqual(['assigned', 'in-progress', 'under_review', 'visit_scheduled']);
  });
});

describe('nextStatus — the transition table', () => {
  const expected: Record<RequestAction, Partial<Record<RequestStatus, RequestStatus>>> = {
    accept: { pending: 'assigned' },
    assign: { pending: 'assigned', assigned: 'assigned' },
    release: { assigned: 'pending' },
    schedule_visit: { assigned: 'visit_scheduled', visit_scheduled: 'visit_scheduled' },
    cancel_visit: { visit_scheduled: 'assigned' },
    complete_visit: { visit_scheduled: 'in-progress' },
    submit_report: { 'in-progress': 'under_review' },
    request_changes: { under_review: 'in-progress' },
    approve: { under_review: 'completed' },
    cancel: {
      pending: 'cancelled',
      assigned: 'cancelled',
      visit_scheduled: 'cancelled',
      'in-progress': 'cancelled',
      under_review: 'cancelled',
    },
  };

  for (const action of ACTIONS) {
    for (const status of REQUEST_STATUSES) {
      const to = expected[action][status] ?? null;
      it(`${action} from ${status} → ${to ?? 'refused'}`, () => {
        expect(nextStatus(status, action)).toBe(to);
      });
    }
  }

  it('scheduling a site visit sets the request to visit_scheduled', () => {
    expect(nextStatus('assigned', 'schedule_visit')).toBe('visit_scheduled');
  });

  it('completed and cancelled are final', () => {
    for (const action of ACTIONS) {
      expect(nextStatus('completed', action)).toBeNull();
      expect(nextStatus('cancelled', action)).toBeNull();
    }
  });
});

describe('RequestListItemSchema', () => {
  const item = {
    id: '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
    reference: 'TH-2025-0003',
    status: 'pending',
    priority: 'normal',
    requestedAt: '2025-03-01T09:30:00.000Z',
    dueDate: null,
    property: {
      id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      title: 'Kilimani apartment',
      propertyType: 'residential',
      price: 12_500_000,
      address: 'Argwings Kodhek Rd, Nairobi',
    },
  };

  it('accepts a full row and a row without due date or property', () => {
    expect(RequestListItemSchema.parse(item)).toEqual(item);
    expect(RequestListItemSchema.parse({ ...item, property: null }).property).toBeNull();
  });

  it('accepts offset datetimes (Nairobi +03:00)', () => {
    expect(RequestListItemSchema.safeParse({ ...item, dueDate: '2025-03-10T12:00:00+03:00' }).success).toBe(true);
  });

  it('accepts a property without a type', () => {
    const row = { ...item, property: { ...item.property, propertyType: null, price: null, address: null } };
    expect(RequestListItemSchema.safeParse(row).success).toBe(true);
  });

  it('refuses an unknown status, a bad id, a non-integer price or an unknown property type', () => {
    expect(RequestListItemSchema.safeParse({ ...item, status: 'done' }).success).toBe(false);
    expect(RequestListItemSchema.safeParse({ ...item, id: 'abc' }).success).toBe(false);
    expect(RequestListItemSchema.safeParse({ ...item, property: { ...item.property, price: 1.5 } }).success).toBe(
      false,
    );
    expect(
      RequestListItemSchema.safeParse({ ...item, property: { ...item.property, propertyType: 'castle' } }).success,
    ).toBe(false);
    expect(RequestListItemSchema.safeParse({ ...item, requestedAt: 'yesterday' }).success).toBe(false);
  });
});

describe('RequestStatsSchema', () => {
  it('takes four integer counters', () => {
    expect(RequestStatsSchema.parse({ total: 5, completed: 1, inProgress: 3, pending: 1 })).toEqual({
      total: 5,
      completed: 1,
      inProgress: 3,
      pending: 1,
    });
    expect(RequestStatsSchema.safeParse({ total: 1.5, completed: 0, inProgress: 0, pending: 0 }).success).toBe(false);
    expect(RequestStatsSchema.safeParse({ total: 1 }).success).toBe(false);
  });
});
