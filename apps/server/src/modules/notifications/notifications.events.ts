import { NotificationCreatedEvent } from '@thamani/domain/notifications';
import { declareRealtimeEvent } from '#platform/realtime-registry.ts';

/** `notification`: only its recipient. */
export const notificationCreated = declareRealtimeEvent(NotificationCreatedEvent, {
  audience: (who: { userId: string }) => ({ userIds: [who.userId] }),
});

export const notificationEvents = [notificationCreated];
