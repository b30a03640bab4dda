import { describe, expect, it } from 'vitest';
import { LIFECYCLE_MESSAGES as L } from './lifecycle-messages.ts';
import type { Actor, RequestAccess } from './policies.ts';
import {
  canDownloadReport,
  canEditReport,
  canEditTemplate,
  canReadReport,
  canReadTemplate,
  canReviewReport,
  canSeeReportOfRequest,
  canStartReport,
  canUseTemplates,
  downloadReportRefusal,
  editReportRefusal,
  editTemplateRefusal,
  readReportRefusal,
  readTemplateRefusal,
  reviewReportRefusal,
  startReportRefusal,
  type ReportAccess,
} from './report-policies.ts';
import { REPORT_MESSAGES as M, REPORT_STATUSES, type ReportStatus } from './reports.ts';
import { REQUEST_REPORT_STATUSES, REQUEST_STATUSES } from './requests.ts';

const client: Actor = { role: 'user', profileId: 'client' };
const otherClient: Actor = { role: 'user', profileId: 'other-client' };
const agent: Actor = { role: 'agent', profileId: 'agent' };
const otherAgent: Actor = { role: 'agent', profileId: 'other-agent' };
const admin: Actor = { role: 'admin', profileId: 'admin' };

const report = (status: ReportStatus = 'draft'): ReportAccess => ({ authorId: 'agent', status });
const statusesWhere = (test: (s: ReportStatus) => boolean) => REPORT_STATUSES.filter(test);

describe('reading a report', () => {
  it('lets its valuer and admins read it in every status', () => {
    for (const status of REPORT_STATUSES) {
      expect(canReadReport(agent, report(status))).toBe(true);
      expect(canReadReport(admin, report(status))).toBe(true);
    }
  });

  it('hides it from another valuer (404) and refuses clients whether or not it exists (403)', () => {
    expect(readReportRefusal(otherAgent, report())).toEqual({ code: 'NOT_FOUND', message: M.notFound });
    expect(readReportRefusal(client, report('approved'))).toEqual({ code: 'FORBIDDEN', message: M.agentsOnly });
    expect(readReportRefusal(client, null)?.code).toBe('FORBIDDEN');
    expect(readReportRefusal(admin, null)?.code).toBe('NOT_FOUND');
  });
});

describe('editing a report', () => {
  it('lets its valuer edit a draft or a report sent back for changes, nothing later', () => {
    expect(statusesWhere((s) => canEditReport(agent, report(s)))).toEqual(['draft', 'changes_requested']);
    expect(editReportRefusal(agent, report('submitted'))).toEqual({ code: 'CONFLICT', message: M.frozen });
  });

  it('refuses admins (they review, not write) and hides it from other valuers', () => {
    expect(editReportRefusal(admin, report())).toEqual({ code: 'FORBIDDEN', message: M.notYourReport });
    expect(editReportRefusal(otherAgent, report())?.code).toBe('NOT_FOUND');
  });
});

describe('reviewing a report', () => {
  it('lets admins decide a submitted report only', () => {
    expect(statusesWhere((s) => canReviewReport(admin, report(s)))).toEqual(['submitted']);
  });

  it('answers a second decision with a conflict, and refuses everyone but admins', () => {
    expect(reviewReportRefusal(admin, report('approved'))).toEqual({ code: 'CONFLICT', message: M.alreadyDecided });
    expect(reviewReportRefusal(admin, report('changes_requested'))).toEqual({
      code: 'CONFLICT',
      message: M.notSubmitted,
    });
    expect(reviewReportRefusal(agent, report('submitted'))).toEqual({ code: 'FORBIDDEN', message: M.reviewAdminOnly });
    expect(reviewReportRefusal(client, null)?.code).toBe('FORBIDDEN');
  });
});

describe('starting a report', () => {
  const assigned = (status: RequestAccess['status'] = 'in-progress'): RequestAccess => ({
    requesterId: 'client',
    assignedAgentId: 'agent',
    status,
  });

  it('lets the assigned valuer start it once the request is in progress', () => {
    expect(REQUEST_STATUSES.filter((s) => canStartReport(agent, assigned(s)))).toEqual(['in-progress']);
    expect(startReportRefusal(agent, assigned('visit_scheduled'))).toEqual({
      code: 'INVALID_TRANSITION',
      message: M.notInProgress,
    });
  });

  it('refuses clients and admins, hides other valuers’ requests, and answers 404 for a missing one', () => {
    expect(startReportRefusal(client, assigned())).toEqual({ code: 'FORBIDDEN', message: M.agentsOnly });
    expect(startReportRefusal(admin, assigned())?.code).toBe('FORBIDDEN');
    expect(startReportRefusal(otherAgent, assigned())).toEqual({ code: 'NOT_FOUND', message: L.requestNotFound });
    expect(startReportRefusal(agent, null)?.code).toBe('NOT_FOUND');
    expect(startReportRefusal({ role: 'agent', profileId: null }, assigned())).toEqual({
      code: 'CONFLICT',
      message: L.profileMissing,
    });
  });
});

describe('downloading the PDF', () => {
  const of = (status: ReportStatus) => ({ ...report(status), requesterId: 'client' });

  it('lets the client who ordered it, its valuer and admins download an approved report', () => {
    for (const actor of [client, agent, admin]) {
      expect(canDownloadReport(actor, of('approved'))).toBe(true);
    }
  });

  it('never serves a report before approval: the client is told nothing exists, the others that it is not approved', () => {
    for (const status of statusesWhere((s) => s !== 'approved')) {
      expect(downloadReportRefusal(client, of(status))).toEqual({ code: 'NOT_FOUND', message: M.notFound });
      expect(downloadReportRefusal(agent, of(status))).toEqual({ code: 'CONFLICT', message: M.notDownloadable });
      expect(downloadReportRefusal(admin, of(status))?.code).toBe('CONFLICT');
    }
  });

  it('hides another client’s or another valuer’s report', () => {
    expect(downloadReportRefusal(otherClient, of('approved'))?.code).toBe('NOT_FOUND');
    expect(downloadReportRefusal(otherAgent, of('approved'))?.code).toBe('NOT_FOUND');
    expect(downloadReportRefusal(client, { ...of('approved'), requesterId: null })?.code).toBe('NOT_FOUND');
  });
});

describe('the report on a request’s detail', () => {
  const of = (status: ReportStatus) => ({ ...report(status), requesterId: 'client' });

  it('shows its valuer and admins the report at every stage, the client only once it is approved', () => {
    for (const status of REPORT_STATUSES) {
      expect(canSeeReportOfRequest(agent, of(status))).toBe(true);
      expect(canSeeReportOfRequest(admin, of(status))).toBe(true);
      expect(canSeeReportOfRequest(client, of(status))).toBe(status === 'approved');
    }
  });

  it('shows another client or another valuer nothing', () => {
    for (const status of REPORT_STATUSES) {
      expect(canSeeReportOfRequest(otherClient, of(status))).toBe(false);
      expect(canSeeReportOfRequest(otherAgent, of(status))).toBe(false);
    }
  });
});

describe('templates', () => {
  const firm = { ownerProfileId: null };
  const own = { ownerProfileId: 'agent' };
  const others = { ownerProfileId: 'other-agent' };

  it('are for valuers and admins, never clients', () => {
    expect(canUseTemplates(agent)).toBe(true);
    expect(canUseTemplates(admin)).toBe(true);
    expect(canUseTemplates(client)).toBe(false);
    expect(readTemplateRefusal(client, firm)).toEqual({ code: 'FORBIDDEN', message: M.agentsOnly });
  });

  it('show a valuer the firm’s and their own, an admin all', () => {
    expect(canReadTemplate(agent, firm)).toBe(true);
    expect(canReadTemplate(agent, own)).toBe(true);
    expect(readTemplateRefusal(agent, others)).toEqual({ code: 'NOT_FOUND', message: M.templateNotFound });
    expect(canReadTemplate(admin, others)).toBe(true);
  });

  it('let a valuer edit their own only, an admin every one', () => {
    expect(canEditTemplate(agent, own)).toBe(true);
    expect(editTemplateRefusal(agent, firm)).toEqual({ code: 'FORBIDDEN', message: M.firmTemplateAdminOnly });
    expect(editTemplateRefusal(agent, others)?.code).toBe('NOT_FOUND');
    expect(canEditTemplate(admin, firm)).toBe(true);
    expect(canEditTemplate(admin, others)).toBe(true);
    expect(editTemplateRefusal(admin, null)?.code).toBe('NOT_FOUND');
  });
});

describe('the report status a request detail shows', () => {
  it('names the same statuses as the reports themselves', () => {
    expect(REQUEST_REPORT_STATUSES).toEqual(REPORT_STATUSES);
  });
});
