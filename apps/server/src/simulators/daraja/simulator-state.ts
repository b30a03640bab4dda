import { randomBytes } from 'node:crypto';
import {
  newCheckoutRequestId,
  newMerchantRequestId,
  newReceiptNumber,
  resultOf,
  type PromptAction,
} from './outcomes.ts';
import type { CallbackSender } from './callback-sender.ts';
import { isPending, type CallbackMode, type Prompt } from './prompt.ts';

/** Daraja's tokens last an hour less a second. */
export const TOKEN_LIFETIME_SECONDS = 3599;

export interface SimulatorStateOptions {
  now: () => Date;
  expireAfterMs: number;
  callbacks: CallbackSender;
}

export type NewPrompt = Omit<
  Prompt,
  'merchantRequestId' | 'checkoutRequestId' | 'createdAt' | 'result' | 'attempts' | 'scheduled'
>;

/** A payer already has a prompt on their phone: Daraja cannot lock the subscriber. */
export class SubscriberLockedError extends Error {}
/** The prompt has already been answered (or has expired). */
export class PromptEndedError extends Error {}

/** The simulator's memory: the tokens it issued and the prompts on simulated phones. */
export function createSimulatorState(options: SimulatorStateOptions) {
  const tokens = new Map<string, number>();
  const prompts = new Map<string, Prompt>();
  const expiries = new Map<string, NodeJS.Timeout>();

  function pendingFor(phone: string): Prompt | undefined {
    return [...prompts.values()].find((prompt) => prompt.phone === phone && isPending(prompt));
  }

  function stop(): void {
    for (const timer of expiries.values()) {
      clearTimeout(timer);
    }
    expiries.clear();
    options.callbacks.stop();
  }

  function settle(prompt: Prompt, action: PromptAction, pin: string | undefined, callbackMode: CallbackMode): Prompt {
    if (!isPending(prompt)) {
      throw new PromptEndedError(`The prompt ${prompt.checkoutRequestId} has already ended`);
    }
    clearTimeout(expiries.get(prompt.checkoutRequestId));
    expiries.delete(prompt.checkoutRequestId);
    const result = resultOf(action, pin);
    prompt.result = {
      ...result,
      completedAt: options.now(),
      callbackMode,
      ...(result.code === 0 ? { receiptNumber: newReceiptNumber() } : {}),
    };
    options.callbacks.send(prompt);
    return prompt;
  }

  return {
    issueToken(): { token: string; expiresIn: number } {
      const token = randomBytes(21).toString('base64url');
      tokens.set(token, options.now().getTime() + TOKEN_LIFETIME_SECONDS * 1000);
      return { token, expiresIn: TOKEN_LIFETIME_SECONDS };
    },
    isTokenValid(token: string): boolean {
      const expiresAt = tokens.get(token);
      return expiresAt !== undefined && options.now().getTime() < expiresAt;
    },
    revokeTokens(): void {
      tokens.clear();
    },

    /** A new prompt on the payer's phone; refused while the phone shows another. */
    push(fields: NewPrompt): Prompt {
      if (pendingFor(fields.phone)) {
        throw new SubscriberLockedError(fields.phone);
      }
      const now = options.now();
      const prompt: Prompt = {
        ...fields,
        merchantRequestId: newMerchantRequestId(),
        checkoutRequestId: newCheckoutRequestId(now),
        createdAt: now,
        attempts: [],
        scheduled: 0,
      };
      prompts.set(prompt.checkoutRequestId, prompt);
      const timer = setTimeout(() => {
        expiries.delete(prompt.checkoutRequestId);
        if (isPending(prompt)) {
          settle(prompt, 'expire', undefined, { kind: 'now' });
        }
      }, options.expireAfterMs);
      timer.unref();
      expiries.set(prompt.checkoutRequestId, timer);
      return prompt;
    },
    find(checkoutRequestId: string): Prompt | undefined {
      return prompts.get(checkoutRequestId);
    },
    pendingFor,
    /** Pending prompts, oldest first. */
    pending(): Prompt[] {
      return [...prompts.values()].filter(isPending);
    },
    /** The prompt most recently answered on a phone. */
    lastEndedFor(phone: string): Prompt | undefined {
      return [...prompts.values()].filter((prompt) => prompt.phone === phone && !isPending(prompt)).at(-1);
    },
    list(): Prompt[] {
      return [...prompts.values()];
    },
    act(
      checkoutRequestId: string,
      action: PromptAction,
      pin: string | undefined,
      callbackMode: CallbackMode,
    ): Prompt | undefined {
      const prompt = prompts.get(checkoutRequestId);
      return prompt && settle(prompt, action, pin, callbackMode);
    },
    /** Forget every prompt and token; scheduled callbacks are cancelled. */
    reset(): void {
      stop();
      prompts.clear();
      tokens.clear();
    },
    stop,
  };
}

export type SimulatorState = ReturnType<typeof createSimulatorState>;
