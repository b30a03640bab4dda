import { z } from 'zod';
import { defineRealtimeEvent } from './realtime.ts';

/**
 * A chat message was sent on a request. Carries ids only; the receiver fetches the message
 * through the access-checked history (the stream also rechecks access at push time).
 */
export const ChatMessageEvent = /* @__PURE__ */ defineRealtimeEvent(
  'chat.message',
  z.object({ requestId: z.uuid(), messageId: z.number().int().positive() }),
);
