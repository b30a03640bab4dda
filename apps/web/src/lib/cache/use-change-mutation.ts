// eslint-disable-next-line no-restricted-imports -- the one wrapper around useMutation
import { type DefaultError, type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { applyChange } from './apply-change';
import type { MutationName } from './cache-effects';

export type ChangeMutationOptions<TData, TVariables> = UseMutationOptions<TData, DefaultError, TVariables> & {
  /** Keys the hook's onSuccess writes from the answer (not refetched). */
  keep?: (data: TData, variables: TVariables) => readonly QueryKey[];
  /** Errors after which the screens refresh too (e.g. a 409: someone else changed it first). */
  refreshOnError?: (error: DefaultError) => boolean;
};

/**
 * The app's one way to change something: a mutation named in cache-effects.ts, whose entry says
 * which screens it touches; after success they refetch (lint forbids a bare useMutation in features).
 */
export function useChangeMutation<TData, TVariables = void>(
  change: MutationName,
  { keep, refreshOnError, onSuccess, onError, ...options }: ChangeMutationOptions<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, DefaultError, TVariables>({
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await onSuccess?.(data, variables, onMutateResult, context);
      void applyChange(queryClient, change, { keep: keep?.(data, variables) });
    },
    onError: async (error, variables, onMutateResult, context) => {
      await onError?.(error, variables, onMutateResult, context);
      if (refreshOnError?.(error)) {
        void applyChange(queryClient, change);
      }
    },
  });
}
