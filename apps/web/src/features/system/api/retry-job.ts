import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RetryJobResponseSchema } from '@thamani/domain/system';
import { apiRequest } from '@/lib/api-client';
import { SYSTEM_STATUS_PATH, systemStatusKey } from './get-system-status';

/** POST /api/admin/system/jobs/:id/retry — the job leaves the failed list (the System page refetches). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiRequest(`${SYSTEM_STATUS_PATH}/jobs/${encodeURIComponent(jobId)}/retry`, {
        method: 'POST',
        schema: RetryJobResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemStatusKey }),
  });
}
