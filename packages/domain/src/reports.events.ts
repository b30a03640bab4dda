import { z } from 'zod';
import { defineRealtimeEvent } from './realtime.ts';
import { ReportStatusSchema } from './reports.ts';

/**
 * A report changed: saved elsewhere, submitted, sent back, approved, or its PDF moved on
 * (`delivery`: rendering, ready or failed once approved; null before).
 */
export const ReportUpdatedEvent = /* @__PURE__ */ defineRealtimeEvent(
  'report.updated',
  z.object({
    reportId: z.uuid(),
    requestId: z.uuid(),
    status: ReportStatusSchema,
    delivery: z.enum(['rendering', 'ready', 'failed']).nullable(),
  }),
);
