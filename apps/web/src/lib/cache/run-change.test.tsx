import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/test-utils';
import { runChange } from './run-change';
import { useChangeMutation } from './use-change-mutation';

/** A change whose answer the test gives, in a component the test can remove. */
function pendingChange() {
  const answers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useChangeMutation('inspection.reopen', {
        mutationFn: (_reason: string) => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })),
      }),
    { wrapper },
  );
  return { hook, answers };
}

describe('runChange', () => {
  it('runs onSuccess although the component that asked is gone by the answer (mutate’s own callback does not)', async () => {
    const { hook, answers } = pendingChange();
    const viaMutate = vi.fn();
    const viaRunChange = vi.fn();
    hook.result.current.mutate('first', { onSuccess: viaMutate });
    runChange(hook.result.current, 'second', { onSuccess: viaRunChange });
    await waitFor(() => expect(answers).toHaveLength(2));
    hook.unmount();
    answers[0]?.resolve('reopened');
    answers[1]?.resolve('reopened');
    await waitFor(() => expect(viaRunChange).toHaveBeenCalledWith('reopened'));
    expect(viaMutate).not.toHaveBeenCalled();
  });

  it('hands a refusal to onError, also after the component is gone', async () => {
    const { hook, answers } = pendingChange();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    runChange(hook.result.current, 'third', { onSuccess, onError });
    await waitFor(() => expect(answers).toHaveLength(1));
    hook.unmount();
    answers[0]?.reject(new Error('Only a submitted inspection can be reopened.'));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(new Error('Only a submitted inspection can be reopened.')),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
