import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@thamani/domain/requests';
import { toast } from 'sonner';

/** Every request list, counter and detail (the queue included), even the ones not on screen. */
export function invalidateRequests(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['requests'], refetchType: 'all' });
}

type RequestActionOptions<V> = {
  mutationFn: (variables: V) => Promise<RequestDetail>;
  success: string;
  failure: string;
};

/** A queue action: toast the outcome and refresh every request query. */
export function useRequestAction<V>({ mutationFn, success, failure }: RequestActionOptions<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      toast.success(success);
    },
    onError: (error) => {
      toast.error(failure, { description: error.message });
    },
    onSettled: () => invalidateRequests(queryClient),
  });
}
