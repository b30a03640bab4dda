import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConversationListSchema } from '@thamani/domain/chat';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from '@/lib/query-keys/chat-keys';

/** GET /api/chat/conversations — the caller's conversations with unread counts. */
export function getConversations(signal?: AbortSignal) {
  return apiRequest('/api/chat/conversations', { schema: ConversationListSchema, signal });
}

export function conversationsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.conversations, queryFn: ({ signal }) => getConversations(signal) });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
