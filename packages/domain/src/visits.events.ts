import { z } from 'zod';
import { defineRealtimeEvent } from './realtime.ts';
import { VisitStatusSchema } from './visit-status.ts';

/** A site visit was booked, moved, completed or called off. */
export const VisitUpdatedEvent = /* @__PURE__ */ defineRealtimeEvent(
  'visit.updated',
  z.object({ visitId: z.uuid(), requestId: z.uuid(), status: VisitStatusSchema }),
);
