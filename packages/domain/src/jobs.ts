import { z } from 'zod';
import { defineMessages } from './messages/define.ts';

/** A background job as the person waiting for it sees it. */
export const JOB_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JobIdParamsSchema = z.object({ id: z.uuid() });

export const JobStatusResponseSchema = z.object({
  id: z.uuid(),
  state: z.enum(JOB_STATES),
  /** 0–100; 100 once completed. */
  progress: z.number().int().min(0).max(100),
  /** Set when the job failed for good: a sentence for people, never an internal error. */
  error: z.string().nullable(),
});
export type JobStatusResponse = z.infer<typeof JobStatusResponseSchema>;

export const JOB_MESSAGES = defineMessages('jobs', {
  notFound: 'This job was not found.',
  failed: 'This task could not be finished. Please try again later.',
  mailFailed: 'We could not send this e-mail. Please try again later.',
});
