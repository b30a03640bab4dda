import { z } from 'zod';
import type { Permission } from './permissions.ts';

export const ROLES = ['user', 'agent', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** A missing or unknown role is treated as user. */
export function normalizeRole(value: unknown): Role {
  const parsed = RoleSchema.safeParse(value);
  return parsed.success ? parsed.data : 'user';
}

/**
 * Each role as the set of what it may do. A client orders and follows valuations; a valuer takes
 * them from the queue and works them through visit, inspection and report; an admin runs the
 * firm and sees and acts on every request, but does not do a valuer's own work (take a request,
 * book a visit, inspect, write a report).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: ['request:create', 'request:cancel-own', 'invoice:pay-own'],
  agent: ['workspace:enter', 'request:accept', 'visit:schedule', 'inspection:perform', 'report:write'],
  admin: [
    'request:create',
    'workspace:enter',
    'request:read-any',
    'request:manage-any',
    'request:assign',
    'report:review',
    'template:manage-any',
    'chat:support',
    'firm:manage',
    'payment:manage-any',
    'people:manage',
    'property:manage',
    'audit:read',
    'dashboard:firm',
    'backup:manage',
    'system:operate',
  ],
};

/** Where a person lands after signing in: the firm's desk, the valuers' workspace, or their own requests. */
export function homePathForRole(role: Role): string {
  return HOME_PATHS[role];
}

const HOME_PATHS: Record<Role, string> = { admin: '/admin', agent: '/agent-dashboard', user: '/dashboard' };
