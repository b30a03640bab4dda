import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, REQUEST_MOVE_AUDIT } from './audit.ts';
import { REQUEST_TRANSITIONS, TIMELINE_ACTIONS, TIMELINE_STATUS, type RequestAction } from './requests.ts';

describe('audit actions', () => {
  it('give every request move its own audited action', () => {
    const moves = Object.keys(REQUEST_TRANSITIONS) as RequestAction[];
    const actions = moves.map((m) => REQUEST_MOVE_AUDIT[m]);
    expect(new Set(actions).size).toBe(moves.length);
    for (const action of actions) {
      expect(AUDIT_ACTIONS).toContain(action);
    }
  });

  it("show a move on the timeline with the status that move leads to", () => {
    for (const move of Object.keys(REQUEST_TRANSITIONS) as RequestAction[]) {
      const action = REQUEST_MOVE_AUDIT[move];
      if ((TIMELINE_ACTIONS as readonly string[]).includes(action)) {
        expect(TIMELINE_STATUS[action as keyof typeof TIMELINE_STATUS]).toBe(REQUEST_TRANSITIONS[move].to);
      }
    }
  });

  it('keep the timeline to the actions the client sees, each with its status', () => {
    expect(TIMELINE_STATUS).toEqual({
      request_created: 'pending',
      request_accepted: 'assigned',
      request_released: 'pending',
      request_assigned: 'assigned',
      request_cancelled: 'cancelled',
      site_visit_scheduled: 'visit_scheduled',
      site_visit_rescheduled: null,
      site_visit_completed: 'in-progress',
      site_visit_cancelled: 'assigned',
      report_submitted: 'under_review',
      report_changes_requested: 'in-progress',
      report_approved: 'completed',
      report_pdf_rendered: null,
    });
    expect(TIMELINE_ACTIONS).not.toContain('site_visit_review_saved');
  });
});
