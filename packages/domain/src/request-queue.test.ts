import { describe, expect, it } from 'vitest';
import { queueMainAction, type Actor } from './policies.ts';
import {
  CLOSED_REQUEST_STATUSES,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUSES,
  RequestQueueQuerySchema,
  queueFilterStatuses,
  readQueueStatusFilter,
} from './requests.ts';

const agent: Actor = { role: 'agent', profileId: 'me' };
const admin: Actor = { role: 'admin', profileId: 'boss' };
const booked = { status: 'scheduled' as const };

describe('the queue opens on work that needs action', () => {
  it('without a status, the queue query lists open work only', () => {
    const query = RequestQueueQuerySchema.parse({});
    expect(query.status).toBe('open');
    expect(queueFilterStatuses(query.status)).toEqual(['pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review']);
    expect(RequestQueueQuerySchema.parse({ status: '' }).status).toBe('open');
  });

  it('open and closed work together are every status, each once', () => {
    expect([...OPEN_REQUEST_STATUSES, ...CLOSED_REQUEST_STATUSES].sort()).toEqual([...REQUEST_STATUSES].sort());
    expect(queueFilterStatuses('closed')).toEqual(['completed', 'cancelled']);
  });

  it('"all" lists every status, one status only itself', () => {
    expect(queueFilterStatuses('all')).toBeNull();
    expect(queueFilterStatuses('completed')).toEqual(['completed']);
  });

  it('reads the filter from a URL: missing or unknown means open work', () => {
    expect(readQueueStatusFilter(null)).toBe('open');
    expect(readQueueStatusFilter('nonsense')).toBe('open');
    expect(readQueueStatusFilter('closed')).toBe('closed');
    expect(readQueueStatusFilter('pending')).toBe('pending');
  });

  it('refuses an unknown status in the API query', () => {
    expect(RequestQueueQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});

describe('queueMainAction', () => {
  it('offers to accept an open, unassigned request', () => {
    expect(queueMainAction(agent, { requesterId: null, assignedAgentId: null, status: 'pending', visit: null })).toBe('accept');
  });

  it('offers "Schedule Visit" to the assigned valuer until a visit is booked', () => {
    expect(queueMainAction(agent, { requesterId: null, assignedAgentId: 'me', status: 'assigned', visit: null })).toBe('schedule');
  });

  it('shows the booked visit instead of "Schedule Visit" once it is booked, to the valuer and an admin', () => {
    const r = { requesterId: null, assignedAgentId: 'me', status: 'visit_scheduled' as const, visit: booked };
    expect(queueMainAction(agent, r)).toBe('visit-booked');
    expect(queueMainAction(admin, r)).toBe('visit-booked');
  });

  it('offers nothing on closed or someone else’s work', () => {
    expect(queueMainAction(agent, { requesterId: null, assignedAgentId: 'me', status: 'completed', visit: null })).toBeNull();
    expect(queueMainAction(agent, { requesterId: null, assignedAgentId: 'other', status: 'assigned', visit: null })).toBeNull();
  });
});
