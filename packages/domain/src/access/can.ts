import type { Permission } from './permissions.ts';
import { ROLE_PERMISSIONS, type Role } from './roles.ts';

const GRANTED = new Map(Object.entries(ROLE_PERMISSIONS).map(([role, permissions]) => [role, new Set<Permission>(permissions)]));

/** Whether someone of this role may do it: the one question the server and the web ask about a role. */
export function can(actor: { role: Role }, permission: Permission): boolean {
  return GRANTED.get(actor.role)?.has(permission) ?? false;
}

/** Whether the permission is part of a valuer's role (a refusal then says the page is for valuers). */
export function isValuerPermission(permission: Permission): boolean {
  return can({ role: 'agent' }, permission);
}
