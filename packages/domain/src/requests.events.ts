import { z } from 'zod';
import { defineRealtimeEvent } from './realtime.ts';
import { RequestStatusSchema } from './requests.ts';

/** A request changed status or hands (created, assigned, accepted, cancelled, …). */
export const RequestUpdatedEvent = /* @__PURE__ */ defineRealtimeEvent('request.updated', z.object({ requestId: z.uuid(), status: RequestStatusSchema }));
