import { describe, expect, it } from 'vitest';
import { auditDateRange, auditDetailsSummary, auditEntityLink, AuditLogQuerySchema } from './audit-log.ts';

describe('audit log', () => {
  it('links each entity to the page an admin opens, and nothing for entities without a page', () => {
    expect(auditEntityLink('valuation_request', 'r1')).toBe('/admin/requests/r1');
    expect(auditEntityLink('report', 'p1')).toBe('/admin/reports/p1');
    expect(auditEntityLink('site_visit', 'v1')).toBe('/agent/visit/v1');
    expect(auditEntityLink('inspection', 'i1')).toBe('/inspections/i1');
    expect(auditEntityLink('property', 'x1')).toBe('/admin/properties/x1');
    expect(auditEntityLink('user', 'u1')).toBe('/admin/users/u1');
    expect(auditEntityLink('report', null)).toBeNull();
  });

  it('sums up details in plain words', () => {
    expect(auditDetailsSummary({ from: 'pending', status: 'assigned', agent_id: 'a' })).toBe('Pending → Assigned');
    expect(auditDetailsSummary({ from: 'user', to: 'agent' })).toBe('client → valuer');
    expect(auditDetailsSummary({ status: 'cancelled', from: 'pending', reason: 'Sold already' })).toBe(
      'Pending → Cancelled · “Sold already”',
    );
    expect(auditDetailsSummary({ sha256: 'abc' })).toBe('');
  });

  it('reads the dates as whole Nairobi days, both inclusive', () => {
    const { start, end } = auditDateRange({ from: '2026-03-01', to: '2026-03-02' });
    expect(start?.toISOString()).toBe('2026-02-28T21:00:00.000Z');
    expect(end?.toISOString()).toBe('2026-03-02T21:00:00.000Z');
  });

  it('refuses dates out of order, unreal dates, unknown actions and pages over 100', () => {
    expect(AuditLogQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(AuditLogQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(AuditLogQuerySchema.safeParse({ action: 'dropped_tables' }).success).toBe(false);
    expect(AuditLogQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(AuditLogQuerySchema.parse({ action: 'report_approved', limit: '5' })).toMatchObject({
      action: 'report_approved',
      limit: 5,
    });
  });
});
