import type { z } from 'zod';

/**
 * A fact one area states once its transaction commits (`request.moved`), for other areas to react
 * to. The schema checks the payload when it is published and again when a subscriber runs.
 */
export interface ModuleEvent<P> {
  /** Letters, digits, dots, hyphens, underscores: it names the subscribers' queues. */
  name: string;
  schema: z.ZodType<P>;
}

export function defineModuleEvent<P>(name: string, schema: z.ZodType<P>): ModuleEvent<P> {
  return { name, schema };
}
