import { NotificationSchema } from '@thamani/domain/notifications';
import { apiRequest } from '@/lib/api-client';

/** GET /api/notifications/:id — one of the signed-in user's own (what a `notification` event announces). */
export function getNotification(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/notifications/${encodeURIComponent(id)}`, { schema: NotificationSchema, signal });
}
