import { describe, expect, it } from 'vitest';
import { getQueueActions } from './queue-actions';

const ME = 'me';
const none = { canAccept: false, canRelease: false, canSchedule: false, canAssign: false };

describe('getQueueActions', () => {
  it.each([
    ['agent, unassigned pending', { status: 'pending', assignedAgentId: null }, 'agent', { ...none, canAccept: true }],
    [
      'agent, own assigned',
      { status: 'assigned', assignedAgentId: ME },
      'agent',
      { ...none, canRelease: true, canSchedule: true },
    ],
    [
      'agent, own visit_scheduled',
      { status: 'visit_scheduled', assignedAgentId: ME },
      'agent',
      { ...none, canSchedule: true },
    ],
    ['agent, own in-progress', { status: 'in-progress', assignedAgentId: ME }, 'agent', none],
    ['agent, someone else’s', { status: 'assigned', assignedAgentId: 'other' }, 'agent', none],
    ['admin, pending', { status: 'pending', assignedAgentId: null }, 'admin', { ...none, canAssign: true }],
    [
      'admin, assigned',
      { status: 'assigned', assignedAgentId: 'other' },
      'admin',
      { ...none, canAssign: true, canRelease: true },
    ],
    [
      'admin, assigned to self',
      { status: 'assigned', assignedAgentId: ME },
      'admin',
      { ...none, canAssign: true, canRelease: true },
    ],
    ['admin, visit_scheduled', { status: 'visit_scheduled', assignedAgentId: 'other' }, 'admin', none],
    ['client', { status: 'pending', assignedAgentId: null }, 'user', none],
  ] as const)('%s', (_, item, role, expected) => {
    expect(getQueueActions(item, role, ME)).toEqual(expected);
  });
});
