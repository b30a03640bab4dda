import { useQueryClient } from '@tanstack/react-query';
import { TestMailResponseSchema } from '@thamani/domain/system';
import { apiRequest } from '@/lib/api-client';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { systemKeys } from '@/lib/query-keys/system-keys';
import { SYSTEM_STATUS_PATH } from './get-system-status';

/** POST /api/admin/system/test-mail — to the admin's own address; the mail card's last delivery follows. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useChangeMutation('system.test-mail', {
    mutationFn: () => apiRequest(`${SYSTEM_STATUS_PATH}/test-mail`, { method: 'POST', schema: TestMailResponseSchema }),
    onSuccess: () => {
      // The job runs in the background: look again once it has had time to finish (and at once: queued).
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: systemKeys.status }), 3000);
    },
  });
}
