// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/test-utils';
import { addNotificationToCache, markAllReadInCache, markReadInCache } from './notification-cache';
import { listOf, notification, READ_AT, unreadOf } from './test/notification-fixtures';

function seeded(items = [notification(1), notification(2, { readAt: READ_AT })], unread = 5) {
  const client = createTestQueryClient();
  client.setQueryData(['notifications', 'list'], { items, nextCursor: 'next' });
  client.setQueryData(['notifications', 'unread-count'], { count: unread });
  return client;
}

describe('notification cache updates', () => {
  it('puts a pushed notification first and counts it once', () => {
    const client = seeded();
    const fresh = notification(3);
    addNotificationToCache(client, fresh);
    addNotificationToCache(client, fresh);
    expect(listOf(client)?.map((n) => n.id)).toEqual([fresh.id, notification(1).id, notification(2).id]);
    expect(unreadOf(client)).toBe(6);
    expect(client.getQueryData(['notifications', 'list'])).toMatchObject({ nextCursor: 'next' });
  });

  it('does not count a pushed notification that is already read', () => {
    const client = seeded();
    addNotificationToCache(client, notification(3, { readAt: READ_AT }));
    expect(unreadOf(client)).toBe(5);
  });

  it('leaves caches that were never loaded alone', () => {
    const client = createTestQueryClient();
    addNotificationToCache(client, notification(3));
    markReadInCache(client, notification(3), READ_AT);
    expect(listOf(client)).toBeUndefined();
    expect(unreadOf(client)).toBeUndefined();
  });

  it('marks one read: its readAt set, one fewer unread; again changes nothing', () => {
    const client = seeded();
    markReadInCache(client, notification(1), READ_AT);
    markReadInCache(client, notification(1), READ_AT);
    expect(listOf(client)?.[0]?.readAt).toBe(READ_AT);
    expect(unreadOf(client)).toBe(4);
    markReadInCache(client, notification(2), '2030-01-01T00:00:00.000Z');
    expect(listOf(client)?.[1]?.readAt).toBe(READ_AT);
    expect(unreadOf(client)).toBe(4);
  });

  it('never counts below zero', () => {
    const client = seeded(undefined, 0);
    markReadInCache(client, notification(1), READ_AT);
    expect(unreadOf(client)).toBe(0);
  });

  it('marks all read: every unread item gets readAt (read ones keep theirs), the count is 0', () => {
    const earlier = '2025-02-01T00:00:00.000Z';
    const client = seeded([notification(1), notification(2, { readAt: earlier }), notification(3)]);
    markAllReadInCache(client, READ_AT);
    expect(listOf(client)?.map((n) => n.readAt)).toEqual([READ_AT, earlier, READ_AT]);
    expect(unreadOf(client)).toBe(0);
  });
});
