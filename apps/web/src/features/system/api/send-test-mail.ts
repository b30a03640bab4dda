import { useQueryClient } from '@tanstack/react-query';
import { SYSTEM_ENDPOINTS } from '@thamani/domain/system.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';
import { systemKeys } from '@/lib/query-keys/system-keys';

/** A test e-mail to the admin's own address; the mail card's last delivery follows. */
export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useChangeMutation('system.test-mail', {
    mutationFn: () => callEndpoint(SYSTEM_ENDPOINTS.testMail, {}),
    onSuccess: () => {
      // The job runs in the background: look again once it has had time to finish (and at once: queued).
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: systemKeys.status }), 3000);
    },
  });
}
