import { ChatMessageSchema, type SendChatMessageBody } from '@thamani/domain/chat';
import { apiRequest } from '@/lib/api-client';

/** POST /api/requests/:id/messages — idempotent by clientMessageId, so a retry is safe. */
export function sendMessage(requestId: string, body: SendChatMessageBody) {
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/messages`, {
    method: 'POST',
    body,
    schema: ChatMessageSchema,
  });
}
