import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { UPLOAD_MESSAGES } from './documents.ts';
import { LIFECYCLE_MESSAGES as L } from './lifecycle-messages.ts';
import { AUTH_MESSAGES } from './messages.ts';
import {
  acceptRefusal,
  assignRefusal,
  attachDocumentRefusal,
  canAccept,
  canAssign,
  canAttachDocument,
  canCancel,
  canCreateRequest,
  canManageVisit,
  canRelease,
  canRescheduleVisit,
  canReviewVisit,
  canScheduleVisit,
  canScheduleVisits,
  canSeeRequest,
  canSeeVisit,
  canSwitchRole,
  cancelRefusal,
  createRequestRefusal,
  enforce,
  manageVisitRefusal,
  releaseRefusal,
  rescheduleVisitRefusal,
  reviewVisitRefusal,
  scheduleVisitRefusal,
  switchRoleRefusal,
  transitionRefusal,
  type Actor,
  type RequestAccess,
  type VisitAccess,
} from './policies.ts';
import { REQUEST_STATUSES, REQUEST_TRANSITIONS, type RequestAction, type RequestStatus } from './requests.ts';
import { VISIT_STATUSES } from './visits.ts';

const client: Actor = { role: 'user', profileId: 'client' };
const otherClient: Actor = { role: 'user', profileId: 'other-client' };
const agent: Actor = { role: 'agent', profileId: 'agent' };
const otherAgent: Actor = { role: 'agent', profileId: 'other-agent' };
const admin: Actor = { role: 'admin', profileId: 'admin' };
const agentWithoutProfile: Actor = { role: 'agent', profileId: null };

const open = (status: RequestStatus = 'pending'): RequestAccess => ({ requesterId: 'client', assignedAgentId: null, status });
const mine = (status: RequestStatus = 'assigned'): RequestAccess => ({ requesterId: 'client', assignedAgentId: 'agent', status });
const visit = (status: VisitAccess['status'] = 'scheduled'): VisitAccess => ({ agentId: 'agent', status });

const statusesWhere = (test: (s: RequestStatus) => boolean) => REQUEST_STATUSES.filter(test);

describe('enforce', () => {
  it('throws the refusal as an AppError and lets an allowed action through', () => {
    expect(() => enforce(null)).not.toThrow();
    expect(() => enforce({ code: 'FORBIDDEN', message: 'no' })).toThrow(new AppError('FORBIDDEN', 'no'));
  });
});

describe('transitionRefusal', () => {
  it('follows the transition table, with the move named in the message', () => {
    for (const action of Object.keys(REQUEST_TRANSITIONS) as RequestAction[]) {
      for (const status of REQUEST_STATUSES) {
        const allowed = REQUEST_TRANSITIONS[action].from.includes(status);
        expect(transitionRefusal(status, action) === null).toBe(allowed);
      }
    }
    expect(transitionRefusal('completed', 'cancel')).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This request cannot be cancelled while it is completed',
    });
    expect(transitionRefusal('pending', 'complete_visit')?.message).toBe('This request cannot be moved to in progress while it is pending');
  });
});

describe('canSeeRequest', () => {
  it('shows a request to its requester, its agent and admins', () => {
    expect(canSeeRequest(client, mine())).toBe(true);
    expect(canSeeRequest(agent, mine())).toBe(true);
    expect(canSeeRequest(admin, mine())).toBe(true);
  });

  it('hides it from other clients and other agents', () => {
    expect(canSeeRequest(otherClient, mine())).toBe(false);
    expect(canSeeRequest(otherAgent, mine())).toBe(false);
  });

  it('shows an open, unassigned request to every agent, and to no other client', () => {
    expect(canSeeRequest(otherAgent, open())).toBe(true);
    expect(canSeeRequest(otherClient, open())).toBe(false);
  });

  it('never matches a missing profile to a request', () => {
    expect(canSeeRequest({ role: 'user', profileId: null }, open())).toBe(false);
    expect(canSeeRequest(agentWithoutProfile, { ...mine(), assignedAgentId: 'agent' })).toBe(false);
  });
});

describe('canCreateRequest', () => {
  it('lets clients and admins order a valuation, not valuers', () => {
    expect(canCreateRequest(client)).toBe(true);
    expect(canCreateRequest(admin)).toBe(true);
    expect(createRequestRefusal(agent)).toEqual({ code: 'FORBIDDEN', message: L.clientsOnly });
  });
});

describe('accept', () => {
  it('lets any agent take a pending, unassigned request', () => {
    expect(canAccept(agent, open())).toBe(true);
    expect(canAccept(otherAgent, open())).toBe(true);
  });

  it('refuses clients and admins before looking at the request', () => {
    expect(acceptRefusal(client, open())).toEqual({ code: 'FORBIDDEN', message: L.agentsOnly });
    expect(acceptRefusal(admin, null)).toEqual({ code: 'FORBIDDEN', message: L.agentsOnly });
  });

  it('says the request is taken once it is no longer open', () => {
    expect(acceptRefusal(otherAgent, mine())).toEqual({ code: 'INVALID_TRANSITION', message: L.alreadyTaken });
    for (const status of statusesWhere((s) => s !== 'pending')) {
      expect(acceptRefusal(agent, open(status))?.message).toBe(L.alreadyTaken);
    }
  });

  it('answers 404 for a missing request and 409 for an agent without a profile', () => {
    expect(acceptRefusal(agent, null)?.code).toBe('NOT_FOUND');
    expect(acceptRefusal(agentWithoutProfile, open())).toEqual({ code: 'CONFLICT', message: L.profileMissing });
  });
});

describe('release', () => {
  it('lets the assigned agent and admins hand back an assigned request', () => {
    expect(canRelease(agent, mine())).toBe(true);
    expect(canRelease(admin, mine())).toBe(true);
  });

  it('refuses clients, hides the request from other agents, refuses an agent it is not assigned to', () => {
    expect(releaseRefusal(client, mine())).toEqual({ code: 'FORBIDDEN', message: L.agentsOnly });
    expect(releaseRefusal(otherAgent, mine())?.code).toBe('NOT_FOUND');
    expect(releaseRefusal(otherAgent, open())).toEqual({ code: 'FORBIDDEN', message: L.notYourRequest });
  });

  it('is allowed only while assigned', () => {
    expect(statusesWhere((s) => canRelease(agent, mine(s)))).toEqual(['assigned']);
    expect(releaseRefusal(admin, open())?.message).toBe('This request cannot be released while it is pending');
  });
});

describe('assign', () => {
  it('lets admins assign while pending or assigned', () => {
    expect(statusesWhere((s) => canAssign(admin, open(s)))).toEqual(['pending', 'assigned']);
  });

  it('refuses everyone else', () => {
    expect(assignRefusal(agent, mine())).toEqual({ code: 'FORBIDDEN', message: L.adminsOnly });
    expect(assignRefusal(client, mine())?.code).toBe('FORBIDDEN');
    expect(assignRefusal(admin, null)?.code).toBe('NOT_FOUND');
  });
});

describe('cancel', () => {
  it('lets the client who ordered it cancel only while pending or assigned', () => {
    expect(statusesWhere((s) => canCancel(client, mine(s)))).toEqual(['pending', 'assigned']);
    expect(cancelRefusal(client, mine('visit_scheduled'))).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This request cannot be cancelled while it is visit scheduled',
    });
  });

  it('lets an admin cancel at any stage before completed (and not twice)', () => {
    expect(statusesWhere((s) => canCancel(admin, mine(s)))).toEqual(['pending', 'assigned', 'visit_scheduled', 'in-progress', 'under_review']);
  });

  it('never lets an agent cancel, and hides the request from anyone who may not see it', () => {
    expect(REQUEST_STATUSES.some((s) => canCancel(agent, mine(s)))).toBe(false);
    expect(cancelRefusal(agent, mine())).toEqual({ code: 'FORBIDDEN', message: L.cancelNotAllowed });
    expect(cancelRefusal(otherClient, mine())?.code).toBe('NOT_FOUND');
    expect(cancelRefusal(otherAgent, mine())?.code).toBe('NOT_FOUND');
  });
});

describe('scheduleVisit', () => {
  it('lets the assigned agent book the visit while assigned (or re-book while scheduled)', () => {
    expect(statusesWhere((s) => canScheduleVisit(agent, mine(s)))).toEqual(['assigned', 'visit_scheduled']);
  });

  it('is a valuer’s job: the schedule page turns admins and clients away', () => {
    expect(canScheduleVisits(agent)).toBe(true);
    expect(canScheduleVisits(admin)).toBe(false);
    expect(canScheduleVisits(client)).toBe(false);
  });

  it('refuses admins and clients, and agents it is not assigned to', () => {
    expect(scheduleVisitRefusal(admin, mine())).toEqual({ code: 'FORBIDDEN', message: L.scheduleAssignedOnly });
    expect(scheduleVisitRefusal(client, mine())?.code).toBe('FORBIDDEN');
    expect(scheduleVisitRefusal(otherAgent, mine())?.code).toBe('NOT_FOUND');
    expect(scheduleVisitRefusal(otherAgent, open())).toEqual({ code: 'FORBIDDEN', message: L.scheduleAssignedOnly });
  });
});

describe('attachDocument', () => {
  it('lets the requester, the assigned agent and admins add documents', () => {
    expect(canAttachDocument(client, mine())).toBe(true);
    expect(canAttachDocument(agent, mine())).toBe(true);
    expect(canAttachDocument(admin, mine())).toBe(true);
  });

  it('refuses an agent browsing the open queue; hides the request from strangers', () => {
    expect(attachDocumentRefusal(otherAgent, open())).toEqual({ code: 'FORBIDDEN', message: UPLOAD_MESSAGES.acceptFirst });
    expect(attachDocumentRefusal(otherClient, mine())?.code).toBe('NOT_FOUND');
  });
});

describe('visits', () => {
  it('are seen by their valuer and admins only', () => {
    expect(canSeeVisit(agent, visit())).toBe(true);
    expect(canSeeVisit(admin, visit())).toBe(true);
    expect(canSeeVisit(otherAgent, visit())).toBe(false);
    expect(canSeeVisit(client, visit())).toBe(false);
  });

  it('are completed or cancelled by their valuer or an admin, while scheduled', () => {
    expect(canManageVisit(agent, visit())).toBe(true);
    expect(canManageVisit(admin, visit())).toBe(true);
    expect(manageVisitRefusal(client, visit())).toEqual({ code: 'FORBIDDEN', message: L.notYourVisit });
    expect(manageVisitRefusal(otherAgent, visit())).toEqual({ code: 'NOT_FOUND', message: L.visitNotFound });
    expect(manageVisitRefusal(agent, null)?.code).toBe('NOT_FOUND');
    expect(VISIT_STATUSES.filter((s) => canManageVisit(agent, visit(s)))).toEqual(['scheduled']);
    expect(manageVisitRefusal(agent, visit('completed'))).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'This visit is completed and can no longer be changed',
    });
  });

  it('are rescheduled by their valuer only, while scheduled', () => {
    expect(canRescheduleVisit(agent, visit())).toBe(true);
    expect(rescheduleVisitRefusal(admin, visit())).toEqual({ code: 'FORBIDDEN', message: L.notYourVisit });
    expect(rescheduleVisitRefusal(otherAgent, visit())?.code).toBe('NOT_FOUND');
    expect(VISIT_STATUSES.filter((s) => canRescheduleVisit(agent, visit(s)))).toEqual(['scheduled']);
  });

  it('are reviewed by their valuer only, unless cancelled', () => {
    expect(VISIT_STATUSES.filter((s) => canReviewVisit(agent, visit(s)))).toEqual(VISIT_STATUSES.filter((s) => s !== 'cancelled'));
    expect(reviewVisitRefusal(agent, visit('cancelled'))).toEqual({ code: 'INVALID_TRANSITION', message: L.visitCancelledNoReview });
    expect(reviewVisitRefusal(admin, visit())?.code).toBe('FORBIDDEN');
    expect(reviewVisitRefusal(client, visit())?.code).toBe('FORBIDDEN');
  });
});

describe('switchRole', () => {
  it('is open only while role self-service is on', () => {
    expect(canSwitchRole({ roleSelfService: true })).toBe(true);
    expect(switchRoleRefusal({ roleSelfService: false })).toEqual({ code: 'FORBIDDEN', message: AUTH_MESSAGES.roleSelfServiceOff });
  });
});
