import { pathOf } from '@thamani/domain/endpoints';
import type { Notification } from '@thamani/domain/notifications';
import { NOTIFICATION_ENDPOINTS as E } from '@thamani/domain/notifications.endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';

export function notification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    kind: 'request_status',
    title: `Update ${n}`,
    body: `Something happened to request ${n}.`,
    link: null,
    readAt: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const READ_AT = '2025-03-01T10:00:00.000Z';

export type FakeServer = { items: Notification[]; unread: number; posts: string[] };

/** apiRequest answering the four notification routes from `server` (POSTs change it, like the real one). */
export function mockNotificationApi(server: FakeServer): void {
  vi.mocked(apiRequest).mockImplementation((path: string, opts?: { method?: string }) => {
    if (opts?.method === 'POST') {
      server.posts.push(path);
      if (path === pathOf(E.markAllRead)) {
        server.items = server.items.map((item) => ({ ...item, readAt: item.readAt ?? READ_AT }));
        server.unread = 0;
      }
      return Promise.resolve(undefined);
    }
    if (path === pathOf(E.unreadCount)) {
      return Promise.resolve({ count: server.unread });
    }
    if (path === pathOf(E.list)) {
      return Promise.resolve({ items: server.items, nextCursor: null });
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

export const listOf = (client: QueryClient) =>
  client.getQueryData<{ items: Notification[] }>(['notifications', 'list'])?.items;
export const unreadOf = (client: QueryClient) =>
  client.getQueryData<{ count: number }>(['notifications', 'unread-count'])?.count;
