import { CHAT_ENDPOINTS } from '@thamani/domain/chat.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

/** Marks a request's chat read up to a message: the read mark only moves forward. */
export function markRead(requestId: string, lastReadId: number) {
  return callEndpoint(CHAT_ENDPOINTS.read, { params: { id: requestId }, body: { lastReadId } });
}
