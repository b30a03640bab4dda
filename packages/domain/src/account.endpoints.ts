import { z } from 'zod';
import { AccountResponseSchema, DeviceListSchema, DeviceParamsSchema, RevokeOthersResponseSchema, UpdateAccountBodySchema } from './account.ts';
import { endpoint } from './endpoints.ts';

/**
 * Everyone's own account: name and phone, and the signed-in devices. Password changes and
 * two-factor sign-in are better-auth's own endpoints behind the proxy (/api/auth/*).
 */
const tag = 'account';

export const ACCOUNT_ENDPOINTS = {
  account: endpoint({
    method: 'GET',
    path: '/api/me/account',
    access: 'signed-in',
    response: AccountResponseSchema,
    tag,
    summary: 'Your name, e-mail and phone',
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/me/account',
    access: 'signed-in',
    body: UpdateAccountBodySchema,
    response: AccountResponseSchema,
    tag,
    summary: 'Change your name and phone (a Kenyan mobile number, or "" to remove it)',
  }),
  devices: endpoint({
    method: 'GET',
    path: '/api/me/sessions',
    access: 'signed-in',
    response: DeviceListSchema,
    tag,
    summary: 'Your signed-in devices, the most recently active first',
  }),
  revokeDevice: endpoint({
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    access: 'signed-in',
    params: DeviceParamsSchema,
    response: z.null(),
    status: 204,
    tag,
    summary: 'Sign out one of your devices (204 also when it is already signed out)',
  }),
  revokeOthers: endpoint({
    method: 'POST',
    path: '/api/me/sessions/revoke-others',
    access: 'signed-in',
    // The body is empty JSON ({}): a form or text post is refused like on every other write.
    body: z.object({}).strict(),
    response: RevokeOthersResponseSchema,
    tag,
    summary: 'Sign out every device but this one',
  }),
};
