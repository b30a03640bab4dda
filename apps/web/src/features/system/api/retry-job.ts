import { RetryJobResponseSchema } from '@thamani/domain/system';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { SYSTEM_STATUS_PATH } from './get-system-status';

/** POST /api/admin/system/jobs/:id/retry — the job leaves the failed list (the System page refetches). */
export function useRetryJob() {
  return useChangeMutation('system.retry-job', {
    mutationFn: (jobId: string) =>
      apiRequest(`${SYSTEM_STATUS_PATH}/jobs/${encodeURIComponent(jobId)}/retry`, {
        method: 'POST',
        schema: RetryJobResponseSchema,
      }),
    refreshOnError: () => true,
  });
}
