import { queryOptions, useQuery } from '@tanstack/react-query';
import { CHAT_ENDPOINTS } from '@thamani/domain/chat.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { chatKeys } from '@/lib/query-keys/chat-keys';

/** The caller's conversations with unread counts. */
export function getConversations(signal?: AbortSignal) {
  return callEndpoint(CHAT_ENDPOINTS.conversations, { signal });
}

export function conversationsQueryOptions() {
  return queryOptions({ queryKey: chatKeys.conversations, queryFn: ({ signal }) => getConversations(signal) });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
