import type { AdminRequestListItem, AdminRequestsPage, AdminRequestsQuery } from '@thamani/domain/admin-requests';
import { displayName } from '@thamani/domain/me';
import { isOverdue, type RequestPriority, type RequestPurpose } from '@thamani/domain/requests';
import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import { selectAdminRequests, type AdminRequestRow } from './admin-requests.queries.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** A request recorded without a property still needs a line in the list. */
const NO_PROPERTY_TITLE = 'Property not recorded';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toItem(row: AdminRequestRow, now: Date): AdminRequestListItem {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title ?? NO_PROPERTY_TITLE,
    status: row.status,
    priority: row.priority as RequestPriority,
    purpose: row.purpose as RequestPurpose | null,
    county: row.county as AdminRequestListItem['county'],
    town: row.town,
    lrNumber: row.lrNumber,
    requesterName: displayName(row.requesterName, row.requesterEmail),
    valuer: row.valuerId ? { profileId: row.valuerId, name: displayName(row.valuerName, row.valuerEmail) } : null,
    requestedAt: row.requestedAt.toISOString(),
    dueDate: iso(row.dueDate),
    overdue: isOverdue(row.dueDate, row.status, now),
    completedAt: row.status === 'completed' ? iso(row.approvedAt) : null,
  };
}

/** Every request of the caller's firm, filtered as the admin dashboard's links filter them; newest received first. */
export async function listAdminRequests(
  ctx: Ctx,
  identity: Identity,
  query: AdminRequestsQuery,
): Promise<AdminRequestsPage> {
  const { cursor, limit, ...filters } = query;
  const now = ctx.now();
  const rows = await selectAdminRequests(ctx.db, identity.firmId, filters, now, decodeCursor(cursor), limit + 1);
  const page = toPage(rows, limit, (row) => ({ at: row.requestedAt, id: row.id }));
  return { items: page.items.map((row) => toItem(row, now)), nextCursor: page.nextCursor };
}
