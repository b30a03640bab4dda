import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES } from './valuer-certificate.ts';
import {
  AdminValuerProfileBodySchema,
  DeactivateBodySchema,
  PEOPLE_MESSAGES,
  PeopleQuerySchema,
  certificateYearMax,
  deactivationProblem,
  roleChangeProblem,
  roleChangeSummary,
} from './people.ts';

const base = { actorId: 'a', targetId: 'b', targetActive: true, activeAdminCount: 2 };

describe('roleChangeProblem', () => {
  it('lets an admin change another person while another admin remains', () => {
    expect(roleChangeProblem({ ...base, fromRole: 'admin', toRole: 'agent' })).toBeNull();
    expect(roleChangeProblem({ ...base, fromRole: 'user', toRole: 'admin', activeAdminCount: 1 })).toBeNull();
  });
  it('refuses removing your own admin role', () => {
    expect(roleChangeProblem({ ...base, targetId: 'a', fromRole: 'admin', toRole: 'user' })).toBe(PEOPLE_MESSAGES.ownAdminRole);
  });
  it('refuses demoting the last active admin', () => {
    expect(roleChangeProblem({ ...base, fromRole: 'admin', toRole: 'user', activeAdminCount: 1 })).toBe(PEOPLE_MESSAGES.lastAdmin);
  });
  it('lets a deactivated admin be demoted (they are not an active admin)', () => {
    expect(roleChangeProblem({ ...base, fromRole: 'admin', toRole: 'user', targetActive: false, activeAdminCount: 1 })).toBeNull();
  });
  it('keeping the admin role is never a problem', () => {
    expect(roleChangeProblem({ ...base, targetId: 'a', fromRole: 'admin', toRole: 'admin', activeAdminCount: 1 })).toBeNull();
  });
});

describe('deactivationProblem', () => {
  const facts = { ...base, targetRole: 'agent' as const };
  it('allows deactivating someone else', () => {
    expect(deactivationProblem(facts)).toBeNull();
  });
  it('refuses yourself, the already deactivated, and the last active admin', () => {
    expect(deactivationProblem({ ...facts, targetId: 'a' })).toBe(PEOPLE_MESSAGES.ownDeactivation);
    expect(deactivationProblem({ ...facts, targetActive: false })).toBe(PEOPLE_MESSAGES.alreadyDeactivated);
    expect(deactivationProblem({ ...facts, targetRole: 'admin', activeAdminCount: 1 })).toBe(PEOPLE_MESSAGES.lastAdmin);
    expect(deactivationProblem({ ...facts, targetRole: 'admin', activeAdminCount: 2 })).toBeNull();
  });
});

describe('DeactivateBodySchema', () => {
  it('needs a reason of 3 to 500 characters', () => {
    expect(DeactivateBodySchema.safeParse({ reason: '  ok ' }).error?.issues[0]?.message).toBe(PEOPLE_MESSAGES.reason);
    expect(DeactivateBodySchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(DeactivateBodySchema.parse({ reason: ' Left the firm ' })).toEqual({ reason: 'Left the firm' });
  });
});

describe('AdminValuerProfileBodySchema', () => {
  const valid = { vrbNumber: 'VRB/A/1234', certificateYear: 2026, certificateExpiresOn: '2026-12-31', phone: '0712 345 678' };
  const messageAt = (body: unknown, field: string) =>
    AdminValuerProfileBodySchema.safeParse(body).error?.issues.find((i) => i.path[0] === field)?.message;

  it('normalises the phone and accepts empty fields as cleared', () => {
    expect(AdminValuerProfileBodySchema.parse(valid)).toEqual({ ...valid, phone: '+254712345678' });
    expect(AdminValuerProfileBodySchema.parse({ vrbNumber: '', certificateYear: '', certificateExpiresOn: '', phone: '' })).toEqual({
      vrbNumber: null,
      certificateYear: null,
      certificateExpiresOn: null,
      phone: null,
    });
  });
  it('checks the year range, a real expiry date in or after the year, and both together', () => {
    expect(messageAt({ ...valid, certificateYear: 1989 }, 'certificateYear')).toBe(PEOPLE_MESSAGES.certificateYear(certificateYearMax()));
    expect(messageAt({ ...valid, certificateYear: certificateYearMax() + 1 }, 'certificateYear')).toBeDefined();
    expect(messageAt({ ...valid, certificateExpiresOn: '2026-02-30' }, 'certificateExpiresOn')).toBe(PEOPLE_MESSAGES.certificateExpiresOn);
    expect(messageAt({ ...valid, certificateExpiresOn: '2025-12-31' }, 'certificateExpiresOn')).toBe(CERTIFICATE_MESSAGES.expiryBeforeYear);
    expect(messageAt({ ...valid, certificateYear: null }, 'certificateYear')).toBe(PEOPLE_MESSAGES.certificateYearMissing);
    expect(messageAt({ ...valid, certificateExpiresOn: null }, 'certificateExpiresOn')).toBe(PEOPLE_MESSAGES.certificateExpiryMissing);
  });
  it('refuses a phone that is not Kenyan and a malformed VRB number', () => {
    expect(messageAt({ ...valid, phone: '+1 555 0100' }, 'phone')).toMatch(/Kenyan/);
    expect(messageAt({ ...valid, vrbNumber: '#' }, 'vrbNumber')).toBe(PEOPLE_MESSAGES.vrbNumber);
  });
});

describe('PeopleQuerySchema and summaries', () => {
  it('treats blank filters as none', () => {
    expect(PeopleQuerySchema.parse({ q: '', role: '', status: '' })).toEqual({ limit: expect.any(Number) });
    expect(PeopleQuerySchema.safeParse({ role: 'boss' }).success).toBe(false);
  });
  it('says what a role change does', () => {
    expect(roleChangeSummary('Wanjiru', 'agent', 'user')).toMatch(/from Valuer to Client/);
  });
});
