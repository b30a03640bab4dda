import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE } from '@thamani/domain/chat';
import { CHAT_ENDPOINTS } from '@thamani/domain/chat.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { chatKeys } from '@/lib/query-keys/chat-keys';

/** A request's chat history: the newest page, or the page before `before`. */
export function getMessages(requestId: string, before: number | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (before !== null) {
    search.set('before', String(before));
  }
  return callEndpoint(CHAT_ENDPOINTS.history, { params: { id: requestId }, query: search, signal });
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
