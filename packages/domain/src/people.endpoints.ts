import { UPLOAD_KINDS } from './documents.ts';
import { endpoint } from './endpoints.ts';
import {
  AdminValuerProfileBodySchema,
  ChangeRoleBodySchema,
  DeactivateBodySchema,
  PeoplePageSchema,
  PeopleQuerySchema,
  PersonDetailSchema,
  PersonParamsSchema,
} from './people.ts';

/** Everyone with an account, for the admins: find, change a role, deactivate, a valuer's details. */
const tag = 'admin';
const access = 'people:manage';
const params = PersonParamsSchema;
const signature = UPLOAD_KINDS.signature;

export const PEOPLE_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access,
    query: PeopleQuerySchema,
    response: PeoplePageSchema,
    tag,
    summary: 'Everyone (admins): name or e-mail contains q, role, active/deactivated; newest first, keyset pages',
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/users/:userId',
    access,
    params,
    response: PersonDetailSchema,
    tag,
    summary: 'A person (admins): role, status, sign-ins, devices, two-factor, valuer details, recent activity',
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId/role',
    access,
    params,
    body: ChangeRoleBodySchema,
    response: PersonDetailSchema,
    tag,
    summary: 'Change a person’s role (admins; audited, instant in every open page). Not your own admin role, not the last admin’s',
  }),
  deactivate: endpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/deactivate',
    access,
    params,
    body: DeactivateBodySchema,
    response: PersonDetailSchema,
    tag,
    summary: 'Deactivate an account with a reason (admins): every session ends at once, sign-in is refused',
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/reactivate',
    access,
    params,
    response: PersonDetailSchema,
    tag,
    summary: 'Let a deactivated person sign in again (admins; audited)',
  }),
  updateValuer: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId/valuer-profile',
    access,
    params,
    body: AdminValuerProfileBodySchema,
    response: PersonDetailSchema,
    tag,
    summary: 'Record a valuer’s VRB number, practising certificate (year, expiry) and phone (admins; audited)',
  }),
  uploadSignature: endpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId/valuer-profile/signature',
    access,
    params,
    body: 'multipart',
    response: PersonDetailSchema,
    tag,
    summary: 'Replace a valuer’s signature image (admins)',
    description: `multipart/form-data with one \`file\`: PNG or JPEG by content, at most ${signature.maxBytes / 1024 / 1024} MB (413 when larger, 415 for another type). Stored re-encoded as PNG.`,
  }),
  signature: endpoint({
    method: 'GET',
    path: '/api/admin/users/:userId/valuer-profile/signature',
    access,
    params,
    response: 'file',
    tag,
    summary: 'A valuer’s signature image (admins; PNG, 404 when none)',
  }),
};
