import { endpoint } from './endpoints.ts';
import { JobIdParamsSchema } from './jobs.ts';
import { RetryJobResponseSchema, SystemStatusSchema, TestMailResponseSchema } from './system.ts';

/** The admin's System page: failed jobs (retry), backups, mail and storage. */
const tag = 'admin';

export const SYSTEM_ENDPOINTS = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/system',
    access: 'system:operate',
    response: SystemStatusSchema,
    tag,
    summary: 'Failed background jobs, the latest backups, mail and storage status (admins)',
  }),
  retryJob: endpoint({
    method: 'POST',
    path: '/api/admin/system/jobs/:id/retry',
    access: 'system:operate',
    params: JobIdParamsSchema,
    response: RetryJobResponseSchema,
    tag,
    summary: 'Queue a failed job once more (admins; audited; 404 when it is not a failed job)',
  }),
  testMail: endpoint({
    method: 'POST',
    path: '/api/admin/system/test-mail',
    access: 'system:operate',
    response: TestMailResponseSchema,
    status: 202,
    tag,
    summary: "Send a test e-mail to the admin's own address (admins; audited)",
  }),
};
