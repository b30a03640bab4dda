import type { DefaultError } from '@tanstack/react-query';

export type ChangeCallbacks<TData> = {
  onSuccess?: (data: TData) => void;
  onError?: (error: DefaultError) => void;
};

/**
 * Runs a change, then `onSuccess` or `onError`, even when the answer (or a realtime event that
 * came first) has removed the component that asked: `mutate`'s own per-call callbacks never run
 * for a component that is gone, and a toast in them is lost.
 */
export function runChange<TData, TVariables>(
  mutation: { mutateAsync: (variables: TVariables) => Promise<TData> },
  variables: TVariables,
  { onSuccess, onError }: ChangeCallbacks<TData>,
): void {
  mutation
    .mutateAsync(variables)
    .then(
      (data) => onSuccess?.(data),
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    )
    .catch((error: unknown) => console.error('A change’s follow-up failed', error));
}
