import { z } from 'zod';

/** A visit is scheduled on creation, then completed or cancelled. */
export const VISIT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const VisitStatusSchema = z.enum(VISIT_STATUSES);
export type VisitStatus = z.infer<typeof VisitStatusSchema>;
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
