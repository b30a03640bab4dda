import { describe, expect, it } from 'vitest';
import { can } from './can.ts';
import { ROLES, RoleSchema, homePathForRole, normalizeRole } from './roles.ts';

describe('roles', () => {
  it('are user, agent and admin', () => {
    expect(ROLES).toEqual(['user', 'agent', 'admin']);
    expect(RoleSchema.safeParse('agent').success).toBe(true);
    expect(RoleSchema.safeParse('owner').success).toBe(false);
  });
});

describe('normalizeRole', () => {
  it.each(ROLES)('keeps %s', (role) => {
    expect(normalizeRole(role)).toBe(role);
  });

  it.each([undefined, null, '', 'Admin', 'superuser', 42, {}])('treats %j as user', (value) => {
    expect(normalizeRole(value)).toBe('user');
  });
});

describe('the valuers\' workspace', () => {
  it('allows agents and admins only', () => {
    expect(can({ role: 'agent' }, 'workspace:enter')).toBe(true);
    expect(can({ role: 'admin' }, 'workspace:enter')).toBe(true);
    expect(can({ role: 'user' }, 'workspace:enter')).toBe(false);
  });
});

describe('homePathForRole (redirects after sign-in)', () => {
  it('sends admin to /admin, agent to /agent-dashboard, anyone else to /dashboard', () => {
    expect(homePathForRole('admin')).toBe('/admin');
    expect(homePathForRole('agent')).toBe('/agent-dashboard');
    expect(homePathForRole('user')).toBe('/dashboard');
  });
});
