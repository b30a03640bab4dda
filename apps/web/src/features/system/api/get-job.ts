import { useQuery } from '@tanstack/react-query';
import type { JobStatusResponse } from '@thamani/domain/jobs';
import { JOB_ENDPOINTS } from '@thamani/domain/jobs.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { jobKeys } from '@/lib/query-keys/system-keys';

const JOB_POLL_MS = 1000;
const isUnfinished = (job: JobStatusResponse | undefined) => job?.state === 'queued' || job?.state === 'running';

/** A background job's state and progress, read again each second until it ends. */
export function getJob(jobId: string, signal?: AbortSignal) {
  return callEndpoint(JOB_ENDPOINTS.job, { params: { id: jobId }, signal });
}

export function useJob(jobId: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => getJob(jobId ?? '', signal),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data === undefined || isUnfinished(query.state.data) ? JOB_POLL_MS : false),
  });
}
