import type { PageQuery } from '@thamani/domain/pagination';
import type { RequestListItem, RequestStats } from '@thamani/domain/requests';
import type { Db } from '../../db/client.ts';
import type { Identity } from '../../platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '../../platform/cursor.ts';
import { countRequestsByRequester, listRequestsByRequester } from './requests.queries.ts';

/**
 * Issue 2 scope: every caller sees the requests they requested (the client's "My Requests").
 * Agent queues and the admin view come with the request workflow.
 */
export async function listOwnRequests(db: Db, identity: Identity, query: PageQuery): Promise<{ items: RequestListItem[]; nextCursor: string | null }> {
  if (!identity.profileId) {
    return { items: [], nextCursor: null };
  }
  const rows = await listRequestsByRequester(db, identity.profileId, decodeCursor(query.cursor), query.limit);
  const page = toPage(rows, query.limit, (r) => ({ at: r.requestedAt, id: r.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      status: r.status,
      priority: r.priority,
      requestedAt: r.requestedAt.toISOString(),
      dueDate: r.dueDate ? r.dueDate.toISOString() : null,
      property: r.propertyId
        ? {
            id: r.propertyId,
            title: r.propertyTitle ?? '',
            propertyType: r.propertyType ?? null,
            price: r.propertyPrice ?? null,
            address: r.propertyAddress ?? null,
          }
        : null,
    })),
  };
}

export async function getOwnRequestStats(db: Db, identity: Identity): Promise<RequestStats> {
  if (!identity.profileId) {
    return { total: 0, completed: 0, inProgress: 0, pending: 0 };
  }
  return countRequestsByRequester(db, identity.profileId);
}
