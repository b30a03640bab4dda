import { can } from '@thamani/domain/access';
import { AppError } from '@thamani/domain/app-error';
import { JOB_MESSAGES, type JobStatusResponse } from '@thamani/domain/jobs';
import type { Identity } from '#platform/auth/auth-cache.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';

/**
 * A job's progress, for the person who caused it and for admins. Anyone else gets the same 404
 * as for an id that does not exist (no leak of which jobs exist); jobs nobody caused (a reset
 * mail asked for while signed out) are visible to admins only.
 */
export async function getJobProgress(jobs: JobQueue, identity: Identity, id: string): Promise<JobStatusResponse> {
  const status = await jobs.getStatus(id);
  const mayRead =
    status && (can(identity, 'system:operate') || (status.ownerUserId !== null && status.ownerUserId === identity.userId));
  if (!status || !mayRead) {
    throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
  }
  return { id: status.id, state: status.state, progress: status.progress, error: status.error };
}
