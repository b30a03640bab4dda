import { z } from 'zod';

/** GET /api/health */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** One mail caught by the development mailbox (GET /api/dev/mailbox; never in production). */
export const DevMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DevMail = z.infer<typeof DevMailSchema>;
export const DevMailboxResponseSchema = z.object({ items: z.array(DevMailSchema) });
