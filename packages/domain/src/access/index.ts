/** Who may do what: permissions, roles as sets of them, and the one question asked of them. */
export { PERMISSIONS, PERMISSION_NAMES, type Permission } from './permissions.ts';
export { ROLES, ROLE_PERMISSIONS, RoleSchema, homePathForRole, normalizeRole, type Role } from './roles.ts';
export { can, isValuerPermission } from './can.ts';
