import { endpoint } from './endpoints.ts';
import { DevMailboxResponseSchema } from './system.ts';

/** Outside production only: the mail the app sent, for a person trying it without a mail server. */
export const DEV_MAILBOX_ENDPOINTS = {
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    access: 'public',
    response: DevMailboxResponseSchema,
    tag: 'dev',
    summary: 'Development mailbox as JSON (never in production)',
  }),
};
