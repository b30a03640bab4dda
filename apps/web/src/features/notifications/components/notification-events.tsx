import { useNotificationEvents } from '../hooks/use-notification-events';

/** Renders nothing: mounted once inside the RealtimeProvider to apply pushed notifications. */
export function NotificationEvents() {
  useNotificationEvents();
  return null;
}
