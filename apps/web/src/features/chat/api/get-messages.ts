import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, ChatHistoryPageSchema } from '@thamani/domain/chat';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from '@/lib/query-keys/chat-keys';

/** GET /api/requests/:id/messages — the newest page, or the page before `before`. */
export function getMessages(requestId: string, before: number | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (before !== null) {
    search.set('before', String(before));
  }
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/messages?${search.toString()}`, {
    schema: ChatHistoryPageSchema,
    signal,
  });
}

export function messagesQueryOptions(requestId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(requestId),
    queryFn: ({ pageParam, signal }) => getMessages(requestId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

export function useMessages(requestId: string) {
  return useInfiniteQuery(messagesQueryOptions(requestId));
}
