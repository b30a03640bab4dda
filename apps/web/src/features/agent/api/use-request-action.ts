import type { RequestDetail } from '@thamani/domain/requests';
import { toast } from 'sonner';
import { useChangeMutation } from '@/lib/cache/use-change-mutation';

type RequestActionOptions<V> = {
  mutationFn: (variables: V) => Promise<RequestDetail>;
  success: string;
  failure: string;
};

/** A queue action: toast the outcome; success or not (someone may have taken it first), the request's screens refetch. */
export function useRequestAction<V>({ mutationFn, success, failure }: RequestActionOptions<V>) {
  return useChangeMutation('request.queue-action', {
    mutationFn,
    onSuccess: () => {
      toast.success(success);
    },
    onError: (error) => {
      toast.error(failure, { description: error.message });
    },
    refreshOnError: () => true,
  });
}
