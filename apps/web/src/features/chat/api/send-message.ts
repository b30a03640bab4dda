import type { SendChatMessageBody } from '@thamani/domain/chat';
import { CHAT_ENDPOINTS } from '@thamani/domain/chat.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

/** Sends a chat message: idempotent by clientMessageId, so a retry is safe. */
export function sendMessage(requestId: string, body: SendChatMessageBody) {
  return callEndpoint(CHAT_ENDPOINTS.send, { params: { id: requestId }, body });
}
