import type { FastifyBaseLogger } from 'fastify';
import { callbackBody, type Prompt } from './prompt.ts';

/** How long the simulator waits for the receiver of a callback, as Daraja gives up on a slow one. */
const CALLBACK_TIMEOUT_MS = 5_000;

export interface CallbackSender {
  /** Send the prompt's callback as its mode says; failures are logged and recorded, never thrown. */
  send(prompt: Prompt): void;
  /** Cancel what is scheduled and abort what is in flight. */
  stop(): void;
}

export function createCallbackSender(fetchFn: typeof fetch, log: FastifyBaseLogger): CallbackSender {
  const timers = new Set<NodeJS.Timeout>();
  let abort = new AbortController();

  async function post(prompt: Prompt): Promise<void> {
    const at = new Date().toISOString();
    try {
      const response = await fetchFn(prompt.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(callbackBody(prompt)),
        signal: AbortSignal.any([abort.signal, AbortSignal.timeout(CALLBACK_TIMEOUT_MS)]),
      });
      await response.body?.cancel();
      prompt.attempts.push({ at, ok: response.ok, status: response.status });
      if (!response.ok) {
        log.warn(
          { checkoutRequestId: prompt.checkoutRequestId, status: response.status },
          'Daraja simulator: the callback URL refused the callback',
        );
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      prompt.attempts.push({ at, ok: false, error: message });
      log.warn(
        { checkoutRequestId: prompt.checkoutRequestId, err: error },
        'Daraja simulator: the callback could not be delivered',
      );
    } finally {
      prompt.scheduled -= 1;
    }
  }

  function later(ms: number, task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void task();
    }, ms);
    timers.add(timer);
  }

  return {
    send(prompt) {
      const mode = prompt.result?.callbackMode ?? { kind: 'now' };
      switch (mode.kind) {
        case 'never':
          return;
        case 'now':
          prompt.scheduled += 1;
          void post(prompt);
          return;
        case 'delay':
          prompt.scheduled += 1;
          later(mode.ms, () => post(prompt));
          return;
        case 'twice':
          // Daraja may repeat a callback: the second is sent once the first has been answered.
          prompt.scheduled += 2;
          void post(prompt).then(() => post(prompt));
          return;
      }
    },
    stop() {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
      abort.abort();
      abort = new AbortController();
    },
  };
}
