// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getQueueActions } from './queue-actions';

const ME = 'me';
const none = { main: null, canAccept: false, canRelease: false, canSchedule: false, canAssign: false };
const booked = { id: 'v1', scheduledAt: '2030-03-06T07:00:00.000Z', status: 'scheduled' } as const;

describe('getQueueActions', () => {
  it.each([
    [
      'agent, unassigned pending',
      { status: 'pending', assignedAgentId: null, visit: null },
      'agent',
      { ...none, main: 'accept', canAccept: true },
    ],
    [
      'agent, own assigned',
      { status: 'assigned', assignedAgentId: ME, visit: null },
      'agent',
      { ...none, main: 'schedule', canRelease: true, canSchedule: true },
    ],
    [
      'agent, own visit_scheduled with its visit booked: the booked visit, not "Schedule Visit"',
      { status: 'visit_scheduled', assignedAgentId: ME, visit: booked },
      'agent',
      { ...none, main: 'visit-booked', canSchedule: true },
    ],
    [
      'agent, own visit_scheduled without a booked visit',
      { status: 'visit_scheduled', assignedAgentId: ME, visit: null },
      'agent',
      { ...none, main: 'schedule', canSchedule: true },
    ],
    ['agent, own in-progress', { status: 'in-progress', assignedAgentId: ME, visit: null }, 'agent', none],
    ['agent, someone else’s', { status: 'assigned', assignedAgentId: 'other', visit: null }, 'agent', none],
    [
      'admin, pending',
      { status: 'pending', assignedAgentId: null, visit: null },
      'admin',
      { ...none, canAssign: true },
    ],
    [
      'admin, assigned',
      { status: 'assigned', assignedAgentId: 'other', visit: null },
      'admin',
      { ...none, canAssign: true, canRelease: true },
    ],
    [
      'admin, assigned to self',
      { status: 'assigned', assignedAgentId: ME, visit: null },
      'admin',
      { ...none, canAssign: true, canRelease: true },
    ],
    [
      'admin, visit_scheduled: sees the booked visit',
      { status: 'visit_scheduled', assignedAgentId: 'other', visit: booked },
      'admin',
      { ...none, main: 'visit-booked' },
    ],
    ['client', { status: 'pending', assignedAgentId: null, visit: null }, 'user', none],
  ] as const)('%s', (_, item, role, expected) => {
    expect(getQueueActions(item, role, ME)).toEqual(expected);
  });
});
