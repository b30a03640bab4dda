import { z } from 'zod';
import { CountySchema } from './counties.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { paths } from './paths.ts';
import { RequestPrioritySchema, RequestPurposeSchema, RequestStatusSchema } from './requests.ts';
import { parseYmd } from './visits.ts';

/**
 * GET /api/admin/requests — every request, for an admin, filtered. Each figure on the admin
 * dashboard links to /admin/requests with the filters that give exactly the rows it counts
 * (`adminRequestsPath`), so "12 overdue" opens those 12 requests.
 *
 * - `status`: one status, or `open` (any status but completed and cancelled);
 * - `county`, `purpose`;
 * - `valuerId`: the assigned valuer's profile id, or `unassigned`;
 * - `overdue=true`: open and past the due date now;
 * - `receivedFrom`/`receivedTo`: Nairobi dates the request was received, both inclusive;
 * - `completedFrom`/`completedTo`: Nairobi dates its report was approved (the audit trail's
 *   approval), both inclusive;
 * - `revised=true`: its report was sent back for changes at least once.
 * Rows are newest received first (keyset on requested_at, id).
 */
const blank = (v: unknown) => (v === '' ? undefined : v);
const YmdSchema = z.string().refine((v) => parseYmd(v) !== null, { error: 'Enter a date as YYYY-MM-DD' });
const flag = z.preprocess(blank, z.enum(['true']).optional());

export const ADMIN_REQUEST_STATUS_FILTERS = ['open', ...RequestStatusSchema.options] as const;

export const AdminRequestsFiltersSchema = z.object({
  status: z.preprocess(blank, z.enum(ADMIN_REQUEST_STATUS_FILTERS).optional()),
  county: z.preprocess(blank, CountySchema.optional()),
  purpose: z.preprocess(blank, RequestPurposeSchema.optional()),
  valuerId: z.preprocess(blank, z.union([z.uuid(), z.literal('unassigned')]).optional()),
  overdue: flag,
  revised: flag,
  receivedFrom: z.preprocess(blank, YmdSchema.optional()),
  receivedTo: z.preprocess(blank, YmdSchema.optional()),
  completedFrom: z.preprocess(blank, YmdSchema.optional()),
  completedTo: z.preprocess(blank, YmdSchema.optional()),
});
export type AdminRequestsFilters = z.infer<typeof AdminRequestsFiltersSchema>;

export const AdminRequestsQuerySchema = AdminRequestsFiltersSchema.extend(PageQuerySchema.shape);
export type AdminRequestsQuery = z.infer<typeof AdminRequestsQuerySchema>;

export const AdminRequestListItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: RequestStatusSchema,
  priority: RequestPrioritySchema,
  purpose: RequestPurposeSchema.nullable(),
  county: CountySchema.nullable(),
  town: z.string().nullable(),
  lrNumber: z.string().nullable(),
  requesterName: z.string(),
  valuer: z.object({ profileId: z.uuid(), name: z.string() }).nullable(),
  requestedAt: z.iso.datetime({ offset: true }),
  dueDate: z.iso.datetime({ offset: true }).nullable(),
  overdue: z.boolean(),
  /** When its report was approved (null while not completed). */
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminRequestListItem = z.infer<typeof AdminRequestListItemSchema>;

export const AdminRequestsPageSchema = pageOf(AdminRequestListItemSchema);
export type AdminRequestsPage = z.infer<typeof AdminRequestsPageSchema>;

/** /admin/requests with these filters in its address (blank filters left out). */
export function adminRequestsPath(filters: Partial<Record<keyof AdminRequestsFilters, string | undefined>>): string {
  const query = Object.entries(filters)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${paths.admin.requests}?${query}` : paths.admin.requests;
}
