import { ChatMessageEvent } from '@thamani/domain/chat.events';
import { realtimeFeature, realtimeHandler } from '@/lib/realtime/realtime-feature';
import { chatKeys } from './api/chat-keys';

/**
 * A `chat.message` event carries ids: the open conversation refetches its history (through the
 * access-checked API) and the conversation list its unread counts. Missed events are replayed
 * after a reconnect; when they cannot be, every chat query is refetched.
 */
export const realtime = realtimeFeature({
  refetchOnReset: [chatKeys.all],
  handlers: [
    realtimeHandler(ChatMessageEvent, async ({ requestId }, { queryClient }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.messages(requestId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations }),
      ]);
    }),
  ],
});
