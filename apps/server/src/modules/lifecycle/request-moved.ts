import { z } from 'zod';
import { REQUEST_STATUSES, REQUEST_TRANSITIONS, type RequestAction } from '@thamani/domain/requests';
import { defineModuleEvent } from '#platform/outbox/module-event.ts';

const ACTIONS = Object.keys(REQUEST_TRANSITIONS) as [RequestAction, ...RequestAction[]];

/**
 * `request.moved`: a request changed status, published by the lifecycle in the move's transaction.
 * Areas that react to a move without being part of it (a payment on `approve`) subscribe to it.
 */
export const requestMoved = defineModuleEvent(
  'request.moved',
  z.object({
    requestId: z.uuid(),
    firmId: z.uuid(),
    action: z.enum(ACTIONS),
    from: z.enum(REQUEST_STATUSES),
    to: z.enum(REQUEST_STATUSES),
    /** The auth user who made the move. */
    actorUserId: z.string(),
  }),
);
export type RequestMoved = z.infer<typeof requestMoved.schema>;
