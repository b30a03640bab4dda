import { endpoint } from './endpoints.ts';
import { JobIdParamsSchema, JobStatusResponseSchema } from './jobs.ts';

/** A background job's progress, for whoever follows it (a backup, a PDF, an extraction…). */
export const JOB_ENDPOINTS = {
  job: endpoint({
    method: 'GET',
    path: '/api/jobs/:id',
    access: 'signed-in',
    params: JobIdParamsSchema,
    response: JobStatusResponseSchema,
    tag: 'jobs',
    summary: 'A background job’s state and progress (for the person who caused it, and admins; others 404)',
  }),
};
