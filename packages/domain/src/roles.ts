import { z } from 'zod';

export const ROLES = ['user', 'agent', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** A missing or unknown role is treated as user. */
export function normalizeRole(value: unknown): Role {
  const parsed = RoleSchema.safeParse(value);
  return parsed.success ? parsed.data : 'user';
}

export function isAgentOrAdmin(role: Role): boolean {
  return role === 'agent' || role === 'admin';
}

/** Where a user lands after signing in. */
export function homePathForRole(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'agent':
      return '/agent-dashboard';
    case 'user':
      return '/dashboard';
  }
}
