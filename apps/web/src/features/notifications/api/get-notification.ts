import { NOTIFICATION_ENDPOINTS } from '@thamani/domain/notifications.endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

/** One of the signed-in user's own (what a `notification` event announces). */
export function getNotification(id: string, signal?: AbortSignal) {
  return callEndpoint(NOTIFICATION_ENDPOINTS.notification, { params: { id }, signal });
}
