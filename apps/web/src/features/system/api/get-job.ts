import { useQuery } from '@tanstack/react-query';
import { JobStatusResponseSchema, type JobStatusResponse } from '@thamani/domain/jobs';
import { apiRequest } from '@/lib/api-client';
import { jobKeys } from '@/lib/query-keys/system-keys';

const JOB_POLL_MS = 1000;
const isUnfinished = (job: JobStatusResponse | undefined) => job?.state === 'queued' || job?.state === 'running';

/** GET /api/jobs/:id — a background job's state and progress, read again each second until it ends. */
export function getJob(jobId: string, signal?: AbortSignal) {
  return apiRequest(`/api/jobs/${encodeURIComponent(jobId)}`, { schema: JobStatusResponseSchema, signal });
}

export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId ?? '', signal),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data === undefined || isUnfinished(query.state.data) ? JOB_POLL_MS : false),
  });
}
