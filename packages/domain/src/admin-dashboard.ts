import { z } from 'zod';
import { CountySchema } from './counties.ts';
import { RequestPurposeSchema, RequestStatusSchema } from './requests.ts';
import { formatYmd, nairobiToday, parseYmd } from './nairobi-time.ts';
import { defineMessages } from './messages/define.ts';

/**
 * GET /api/admin/dashboard — the firm's figures for a range of Nairobi calendar days (`from` and
 * `to`, both inclusive; default the last 30 days ending today). Each figure counts exactly the
 * rows that its /admin/requests link (`adminRequestsPath`, admin-requests.ts) lists:
 *
 * - received: requests whose `requested_at` falls on a Nairobi day in the range
 *   → `{receivedFrom, receivedTo}`;
 * - open by status (now, not the range): requests in each status other than completed and
 *   cancelled → `{status}`; all of them → `{status: 'open'}`;
 * - overdue (now): open requests whose `due_date` is before the business clock's now
 *   (requests.ts `isOverdue`) → `{overdue: 'true'}`;
 * - completed: requests with a `report_approved` audit row (its `details.request_id`) whose
 *   `created_at` falls on a Nairobi day in the range → `{completedFrom, completedTo}`;
 * - turnaround: for those completed requests, the days from `requested_at` (when the request
 *   was received, the moment of its `request_created` audit row) to that approval row's
 *   `created_at`; median and 90th percentile by linear interpolation, as PostgreSQL's
 *   `percentile_cont` (see `percentileCont`);
 * - revision rate: the share of those completed requests with at least one
 *   `report_changes_requested` audit row (ever) → `{completedFrom, completedTo, revised: 'true'}`;
 * - per valuer (now): open requests assigned to the valuer's profile → `{status: 'open', valuerId}`;
 *   of them overdue → `{overdue: 'true', valuerId}`; open with no valuer → `valuerId: 'unassigned'`.
 *   Listed: every account with the agent role, and anyone else who still holds open work;
 * - by county / by purpose: received requests in the range grouped by the property's county and
 *   by the request's purpose → `{receivedFrom, receivedTo, county}` / `{…, purpose}` (a request
 *   without a county or purpose is counted under `null`, which no filter selects);
 * - weekly turnaround: the completed requests in the range grouped by the Monday-start Nairobi
 *   week of their approval, each week's median (`percentile_cont(0.5)`) and count; the first and
 *   last weeks are clipped to the range → `{completedFrom: week.from, completedTo: week.to}`;
 * - certificate warnings: accounts with the agent role whose practising certificate is expired
 *   or expires within CERTIFICATE_WARNING_DAYS days (valuer-certificate.ts), soonest first;
 * - certificates: every active account with the agent role counted by certificate state
 *   (`tallyCertificates`), and those with no expiry date recorded listed by name.
 */

/** The longest range the dashboard accepts, in days (inclusive of both ends). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;

export const DASHBOARD_MESSAGES = defineMessages('adminDashboard', {
  badDate: 'Enter a date as YYYY-MM-DD',
  outOfOrder: 'The start date must be on or before the end date',
  tooLong: `Choose a range of at most ${DASHBOARD_MAX_RANGE_DAYS} days`,
});

const DAY_MS = 86_400_000;

function dayNumber(ymd: string): number {
  const parts = parseYmd(ymd);
  if (!parts) {
    throw new RangeError(`Not a date: ${ymd}`);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS;
}

function ymdOfDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return formatYmd(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The calendar day `days` after `ymd` (negative: before). */
export function addDays(ymd: string, days: number): string {
  return ymdOfDay(dayNumber(ymd) + days);
}

/** Days in [from, to], both ends counted. */
export function rangeLength(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

const blank = (v: unknown) => (v === '' ? undefined : v);
const YmdSchema = z.string().refine((v) => parseYmd(v) !== null, { error: DASHBOARD_MESSAGES.badDate });

export const AdminDashboardQuerySchema = z
  .object({
    from: z.preprocess(blank, YmdSchema.optional()),
    to: z.preprocess(blank, YmdSchema.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: DASHBOARD_MESSAGES.outOfOrder, path: ['to'] })
  .refine((q) => !q.from || !q.to || q.from > q.to || rangeLength(q.from, q.to) <= DASHBOARD_MAX_RANGE_DAYS, {
    error: DASHBOARD_MESSAGES.tooLong,
    path: ['from'],
  });
export type AdminDashboardQuery = z.infer<typeof AdminDashboardQuerySchema>;

export interface DashboardRange {
  from: string;
  to: string;
}

/**
 * The range the figures cover. A missing `to` is today (Nairobi), or `from` when that is later;
 * a missing `from` is 29 days before `to` (30 days counting both ends). When only `from` is
 * given and today is more than DASHBOARD_MAX_RANGE_DAYS away, `to` stops at the maximum.
 */
export function resolveDashboardRange(query: AdminDashboardQuery, now: Date): DashboardRange {
  const today = nairobiToday(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(DASHBOARD_DEFAULT_RANGE_DAYS - 1));
  if (rangeLength(from, to) > DASHBOARD_MAX_RANGE_DAYS) {
    return { from, to: addDays(from, DASHBOARD_MAX_RANGE_DAYS - 1) };
  }
  return { from, to };
}

/** The Monday (Nairobi calendar) of the week holding `ymd`. */
export function mondayOf(ymd: string): string {
  const day = dayNumber(ymd);
  // 1970-01-01 (day 0) was a Thursday: (day + 3) mod 7 is days since Monday.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return ymdOfDay(day - sinceMonday);
}

export interface DashboardWeek {
  /** The Monday that starts the week. */
  weekStart: string;
  /** The part of the week inside the range (the first and last weeks may be shorter). */
  from: string;
  to: string;
}

/** Monday-start weeks covering [from, to], clipped to it, oldest first. */
export function weeksOfRange(range: DashboardRange): DashboardWeek[] {
  const weeks: DashboardWeek[] = [];
  for (let monday = mondayOf(range.from); monday <= range.to; monday = addDays(monday, 7)) {
    const sunday = addDays(monday, 6);
    weeks.push({
      weekStart: monday,
      from: monday < range.from ? range.from : monday,
      to: sunday > range.to ? range.to : sunday,
    });
  }
  return weeks;
}

/**
 * The p-th percentile (0 ≤ p ≤ 1) by linear interpolation between the closest ranks, exactly as
 * PostgreSQL's `percentile_cont`: position p·(n−1) in the sorted values. Null for no values.
 * E.g. 2, 4, 6, 10 → median 5, 90th percentile 8.8.
 */
export function percentileCont(values: readonly number[], p: number): number | null {
  if (values.length === 0) {
    return null;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  const high = sorted[upper] as number;
  return low + (high - low) * (position - lower);
}

/** The share of revised among approved (0–1), or null when nothing was approved. */
export function revisionRate(approved: number, revised: number): number | null {
  return approved === 0 ? null : revised / approved;
}

const count = z.number().int().nonnegative();
const days = z.number().nonnegative().nullable();
const Ymd = z.string();

/** Open work (request-status.ts). Repeated in SQL by migration 0011 (`dashboard_is_open`, the dashboard's summaries): change both. */
export { OPEN_REQUEST_STATUSES } from './request-status.ts';

export const AdminDashboardSchema = z.object({
  range: z.object({ from: Ymd, to: Ymd }),
  /** The Nairobi date the figures were computed on (the certificate warnings count from it). */
  today: Ymd,
  received: count,
  openByStatus: z.array(z.object({ status: RequestStatusSchema, count })),
  openTotal: count,
  overdue: count,
  completed: count,
  turnaround: z.object({ count, medianDays: days, p90Days: days }),
  revision: z.object({ approved: count, revised: count, rate: z.number().min(0).max(1).nullable() }),
  valuers: z.array(
    z.object({ profileId: z.uuid(), userId: z.string(), name: z.string(), open: count, overdue: count }),
  ),
  unassigned: z.object({ open: count, overdue: count }),
  byCounty: z.array(z.object({ county: CountySchema.nullable(), count })),
  byPurpose: z.array(z.object({ purpose: RequestPurposeSchema.nullable(), count })),
  weeklyTurnaround: z.array(z.object({ weekStart: Ymd, from: Ymd, to: Ymd, count, medianDays: days })),
  certificateWarnings: z.array(
    z.object({
      userId: z.string(),
      profileId: z.uuid(),
      name: z.string(),
      expiresOn: Ymd,
      state: z.enum(['expired', 'expiring']),
      daysLeft: z.number().int(),
    }),
  ),
  certificates: z.object({
    valuers: count,
    valid: count,
    expiring: count,
    expired: count,
    missing: count,
    /** Active valuers with no certificate expiry recorded, by name. */
    unrecorded: z.array(z.object({ userId: z.string(), profileId: z.uuid(), name: z.string() })),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
