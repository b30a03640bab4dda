import { z } from 'zod';
import { RequestReferenceSchema } from './request-reference.ts';
import { CountySchema } from './counties.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';
import { paths } from './paths.ts';
import { RequestPrioritySchema, RequestPurposeSchema, RequestStatusSchema } from './requests.ts';
import { parseYmd } from './nairobi-time.ts';
import { defineMessages } from './messages/define.ts';

/**
 * GET /api/admin/requests — every request, for an admin, filtered. Each figure on the admin
 * dashboard links to /admin/requests with the filters that give exactly the rows it counts
 * (`adminRequestsPath`), so "12 overdue" opens those 12 requests.
 *
 * - `status`: one status, or `open` (any status but completed and cancelled);
 * - `county`: the property's county; `purpose`: the request's purpose (a request without one
 *   matches neither);
 * - `valuerId`: the assigned valuer's profile id, or `unassigned`;
 * - `overdue=true`: open and its `due_date` is before the business clock's now (requests.ts
 *   `isOverdue`; a request without a due date is never overdue);
 * - `receivedFrom`/`receivedTo`: Nairobi dates of `requested_at`, both inclusive;
 * - `completedFrom`/`completedTo`: Nairobi dates of the `created_at` of a `report_approved` audit
 *   row of the request (its `details.request_id`), both inclusive;
 * - `revised=true`: the request has at least one `report_changes_requested` audit row (ever);
 * - `q`: a reference however typed ("th 2026 142", "TH-2026-0142": exactly that request, see
 *   `parseRequestReference`), else words that must each appear in the property's title, its LR
 *   number, the client's name or the reference.
 * Filters combine with AND. Rows are newest received first (keyset on requested_at, id).
 * A `…To` date before its `…From` date is a 400.
 */
export const ADMIN_REQUESTS_SEARCH_MAX_LENGTH = 100;

export const ADMIN_REQUESTS_MESSAGES = defineMessages('adminRequests', {
  status: 'Choose a request status, or "open" for every request not completed or cancelled',
  valuerId: 'Choose a valuer by their profile id, or "unassigned"',
  flag: 'Use "true" to apply this filter, or leave it out',
  datesOutOfOrder: 'The start date must be on or before the end date',
  search: `Use at most ${ADMIN_REQUESTS_SEARCH_MAX_LENGTH} characters`,
});

const blank = (v: unknown) => (v === '' ? undefined : v);
const YmdSchema = z.string().refine((v) => parseYmd(v) !== null, { error: 'Enter a date as YYYY-MM-DD' });
const flag = z.preprocess(blank, z.enum(['true'], { error: ADMIN_REQUESTS_MESSAGES.flag }).optional());

export const ADMIN_REQUEST_STATUS_FILTERS = ['open', ...RequestStatusSchema.options] as const;

export const AdminRequestsFiltersSchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
    z.preprocess(
      blank,
      z.string().max(ADMIN_REQUESTS_SEARCH_MAX_LENGTH, { error: ADMIN_REQUESTS_MESSAGES.search }).optional(),
    ),
  ),
  status: z.preprocess(
    blank,
    z.enum(ADMIN_REQUEST_STATUS_FILTERS, { error: ADMIN_REQUESTS_MESSAGES.status }).optional(),
  ),
  county: z.preprocess(blank, CountySchema.optional()),
  purpose: z.preprocess(blank, RequestPurposeSchema.optional()),
  valuerId: z.preprocess(
    blank,
    z
      .string()
      .refine((v) => v === 'unassigned' || z.uuid().safeParse(v).success, { error: ADMIN_REQUESTS_MESSAGES.valuerId })
      .optional(),
  ),
  overdue: flag,
  revised: flag,
  receivedFrom: z.preprocess(blank, YmdSchema.optional()),
  receivedTo: z.preprocess(blank, YmdSchema.optional()),
  completedFrom: z.preprocess(blank, YmdSchema.optional()),
  completedTo: z.preprocess(blank, YmdSchema.optional()),
});
export type AdminRequestsFilters = z.infer<typeof AdminRequestsFiltersSchema>;

const inOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

/** The page query: a "to" date before its "from" date is refused (400) rather than matching nothing. */
export const AdminRequestsQuerySchema = AdminRequestsFiltersSchema.extend(PageQuerySchema.shape)
  .refine((q) => inOrder(q.receivedFrom, q.receivedTo), {
    error: ADMIN_REQUESTS_MESSAGES.datesOutOfOrder,
    path: ['receivedTo'],
  })
  .refine((q) => inOrder(q.completedFrom, q.completedTo), {
    error: ADMIN_REQUESTS_MESSAGES.datesOutOfOrder,
    path: ['completedTo'],
  });
export type AdminRequestsQuery = z.infer<typeof AdminRequestsQuerySchema>;

export const AdminRequestListItemSchema = z.object({
  id: z.uuid(),
  reference: RequestReferenceSchema,
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
