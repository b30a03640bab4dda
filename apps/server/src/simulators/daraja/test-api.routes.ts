import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PROMPT_ACTIONS } from './outcomes.ts';
import { describePrompt, type CallbackMode } from './prompt.ts';
import { PromptEndedError, type SimulatorState } from './simulator-state.ts';

/** The test API's paths, under the simulator's prefix. */
export const SIMULATOR_TEST_PATHS = {
  prompts: '/__simulator/prompts',
  act: (checkoutRequestId: string) => `/__simulator/prompts/${encodeURIComponent(checkoutRequestId)}/act`,
  reset: '/__simulator/reset',
  revokeTokens: '/__simulator/tokens/revoke',
} as const;

export const ActOnPromptSchema = z.object({
  action: z.enum(PROMPT_ACTIONS),
  /** For approve: "0000" is a wrong PIN (2001); any other four digits pays. */
  pin: z
    .string()
    .regex(/^\d{4}$/)
    .default('1234'),
  callback: z.enum(['now', 'delay', 'twice', 'never']).default('now'),
  /** For callback "delay". */
  delayMs: z.number().int().min(0).max(600_000).default(30_000),
});
export type ActOnPrompt = z.input<typeof ActOnPromptSchema>;

/** What tests script without the page: list prompts, answer one, forget everything. */
export function registerTestApiRoutes(app: FastifyInstance, state: SimulatorState): void {
  app.get(SIMULATOR_TEST_PATHS.prompts, async () => ({ prompts: state.list().map(describePrompt) }));

  app.post('/__simulator/prompts/:checkoutRequestId/act', async (request, reply) => {
    const { checkoutRequestId } = request.params as { checkoutRequestId: string };
    const parsed = ActOnPromptSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ error: 'invalid action', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
    }
    const { action, pin, callback, delayMs } = parsed.data;
    const mode: CallbackMode = callback === 'delay' ? { kind: 'delay', ms: delayMs } : { kind: callback };
    try {
      const prompt = state.act(checkoutRequestId, action, pin, mode);
      return prompt ? { prompt: describePrompt(prompt) } : reply.status(404).send({ error: 'no such prompt' });
    } catch (error) {
      if (error instanceof PromptEndedError) {
        return reply.status(409).send({ error: 'the prompt has already ended' });
      }
      throw error;
    }
  });

  app.post(SIMULATOR_TEST_PATHS.reset, async (_request, reply) => {
    state.reset();
    return reply.status(204).send();
  });

  app.post(SIMULATOR_TEST_PATHS.revokeTokens, async (_request, reply) => {
    state.revokeTokens();
    return reply.status(204).send();
  });
}
