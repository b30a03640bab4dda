import { ChatMessageEvent } from '@thamani/domain/chat.events';
import { applyChange } from '@/lib/cache/apply-change';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { chatKeys } from '@/lib/query-keys/chat-keys';

/**
 * A `chat.message` event carries ids: the conversations and their histories refetch through the
 * access-checked API (lib/cache/cache-effects.ts). Missed events are replayed after a reconnect;
 * when they cannot be, every chat query is refetched.
 */
export const realtime = realtimeFeature({
  refetchOnReset: [chatKeys.all],
  handlers: [realtimeHandler(ChatMessageEvent, (_data, { queryClient }) => applyChange(queryClient, 'chat.message'))],
});
