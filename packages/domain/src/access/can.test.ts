import { describe, expect, it } from 'vitest';
import { can, isValuerPermission } from './can.ts';
import { PERMISSION_NAMES, type Permission } from './permissions.ts';
import { ROLES, ROLE_PERMISSIONS, type Role } from './roles.ts';

/** Who holds each permission, as a person would read it off the firm's staff handbook. */
const HOLDERS: Record<Permission, Role[]> = {
  'request:create': ['user', 'admin'],
  'request:cancel-own': ['user'],
  'workspace:enter': ['agent', 'admin'],
  'request:accept': ['agent'],
  'visit:schedule': ['agent'],
  'inspection:perform': ['agent'],
  'report:write': ['agent'],
  'request:read-any': ['admin'],
  'request:manage-any': ['admin'],
  'request:assign': ['admin'],
  'report:review': ['admin'],
  'template:manage-any': ['admin'],
  'chat:support': ['admin'],
  'firm:manage': ['admin'],
  'invoice:pay-own': ['user'],
  'payment:manage-any': ['admin'],
  'people:manage': ['admin'],
  'property:manage': ['admin'],
  'audit:read': ['admin'],
  'dashboard:firm': ['admin'],
  'backup:manage': ['admin'],
  'system:operate': ['admin'],
};

describe('can', () => {
  it.each(PERMISSION_NAMES)('%s is held by exactly the roles the firm expects', (permission) => {
    expect(ROLES.filter((role) => can({ role }, permission))).toEqual(HOLDERS[permission]);
  });

  it('a client orders and follows valuations but never enters the valuers\' workspace or the firm\'s desk', () => {
    expect(ROLE_PERMISSIONS.user).toEqual(['request:create', 'request:cancel-own', 'invoice:pay-own']);
  });

  it('an admin runs the firm but does not do a valuer\'s own work', () => {
    for (const permission of ['request:accept', 'visit:schedule', 'inspection:perform', 'report:write'] as const) {
      expect(can({ role: 'admin' }, permission)).toBe(false);
    }
  });

  it('an unknown role may do nothing', () => {
    expect(can({ role: 'owner' as Role }, 'request:create')).toBe(false);
  });

  it('names every permission a role holds', () => {
    for (const role of ROLES) {
      for (const permission of ROLE_PERMISSIONS[role]) {
        expect(PERMISSION_NAMES).toContain(permission);
      }
    }
  });
});

describe('isValuerPermission (a refusal then says the page is for valuers)', () => {
  it('is true for what valuers hold and false for the firm\'s desk alone', () => {
    expect(isValuerPermission('workspace:enter')).toBe(true);
    expect(isValuerPermission('report:write')).toBe(true);
    expect(isValuerPermission('report:review')).toBe(false);
    expect(isValuerPermission('people:manage')).toBe(false);
  });
});
