import { endpoint } from './endpoints.ts';
import { ChangeRoleBodySchema, ChangeRoleResponseSchema, MeResponseSchema } from './me.ts';

/** The signed-in user: who they are, their profile and role rows, and role self-service (demo). */
const tag = 'me';

export const ME_ENDPOINTS = {
  me: endpoint({
    method: 'GET',
    path: '/api/me',
    access: 'signed-in',
    response: MeResponseSchema,
    tag,
    summary: 'The signed-in user, profile and role',
  }),
  ensure: endpoint({
    method: 'POST',
    path: '/api/me/ensure',
    access: 'signed-in',
    response: MeResponseSchema,
    tag,
    summary: 'Create the profile and role rows if missing (idempotent)',
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/api/me/role',
    access: 'signed-in',
    body: ChangeRoleBodySchema,
    response: ChangeRoleResponseSchema,
    tag,
    summary: 'Role self-service (demo only; 403 when off)',
  }),
};
