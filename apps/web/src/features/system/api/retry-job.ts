import { SYSTEM_ENDPOINTS } from '@thamani/domain/system.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

/** Queue a failed job again: it leaves the failed list (the System page refetches). */
export function useRetryJob() {
  return useChangeMutation('system.retry-job', {
    mutationFn: (jobId: string) => callEndpoint(SYSTEM_ENDPOINTS.retryJob, { params: { id: jobId } }),
    refreshOnError: () => true,
  });
}
