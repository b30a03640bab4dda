import {
  OPEN_REQUEST_STATUSES,
  addDays,
  resolveDashboardRange,
  revisionRate,
  weeksOfRange,
  type AdminDashboard,
  type AdminDashboardQuery,
} from '@thamani/domain/admin-dashboard';
import type { County } from '@thamani/domain/counties';
import { displayName } from '@thamani/domain/me';
import type { RequestPurpose } from '@thamani/domain/requests';
import {
  CERTIFICATE_WARNING_DAYS,
  certificateDaysLeft,
  certificateState,
  tallyCertificates,
} from '@thamani/domain/valuer-certificate';
import { fromNairobiWallTime, nairobiToday } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import {
  activeValuerCertificates,
  approvalsByWeek,
  certificatesEndingBy,
  listValuers,
  openWork,
  receivedByCounty,
  receivedByPurpose,
  type DashboardWindow,
} from './admin-dashboard.queries.ts';

interface Ctx {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Counts {
  open: number;
  overdue: number;
}

/** The open-work rows (per valuer and status) added up by status, by valuer, unassigned and overdue. */
function sumOpenWork(rows: Array<{ agent_id: string | null; status: string; open: number; overdue: number }>) {
  const byStatus = new Map<string, number>();
  const byValuer = new Map<string, Counts>();
  const unassigned: Counts = { open: 0, overdue: 0 };
  let overdue = 0;
  for (const row of rows) {
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.open);
    overdue += row.overdue;
    const holder = row.agent_id === null ? unassigned : (byValuer.get(row.agent_id) ?? { open: 0, overdue: 0 });
    holder.open += row.open;
    holder.overdue += row.overdue;
    if (row.agent_id !== null) {
      byValuer.set(row.agent_id, holder);
    }
  }
  return { byStatus, byValuer, unassigned, overdue };
}

/**
 * The admin dashboard's figures (definitions: packages/domain/src/admin-dashboard.ts). The only
 * read of requests themselves (open work due earlier today) names the caller's firm; the rest come
 * from summaries kept by trigger per deployment (admin-dashboard.queries.ts).
 */
export async function getAdminDashboard(
  ctx: Ctx,
  identity: Identity,
  query: AdminDashboardQuery,
): Promise<AdminDashboard> {
  const now = ctx.now();
  const today = nairobiToday(now);
  const range = resolveDashboardRange(query, now);
  const w: DashboardWindow = {
    start: fromNairobiWallTime(range.from, 0, 0),
    end: new Date(fromNairobiWallTime(range.to, 0, 0).getTime() + DAY_MS),
    now,
    today,
    todayStart: fromNairobiWallTime(today, 0, 0),
  };
  // Independent reads on the pool (no shared transaction client), so they may run side by side.
  const [open, approvals, byCounty, byPurpose, certificates, valuerCertificates] = await Promise.all([
    openWork(ctx.db, identity.firmId, w),
    approvalsByWeek(ctx.db, w),
    receivedByCounty(ctx.db, range),
    receivedByPurpose(ctx.db, range),
    certificatesEndingBy(ctx.db, addDays(today, CERTIFICATE_WARNING_DAYS)),
    activeValuerCertificates(ctx.db),
  ]);
  const work = sumOpenWork(open);
  const people = await listValuers(ctx.db, [...work.byValuer.keys()]);
  const total = approvals.find((a) => a.week === null);
  const byWeek = new Map(approvals.filter((a) => a.week !== null).map((a) => [a.week, a]));
  const openByStatus = OPEN_REQUEST_STATUSES.map((status) => ({ status, count: work.byStatus.get(status) ?? 0 }));
  const completed = total?.completed ?? 0;
  const revised = total?.revised ?? 0;
  const valuers = people
    .map((p) => ({
      profileId: p.profile_id,
      userId: p.user_id,
      name: displayName(p.full_name, p.email),
      ...(work.byValuer.get(p.profile_id) ?? { open: 0, overdue: 0 }),
    }))
    // Busiest first, then the most overdue, then by name.
    .sort(
      (a, b) =>
        b.open - a.open || b.overdue - a.overdue || compare(a.name, b.name) || compare(a.profileId, b.profileId),
    );
  return {
    range,
    today,
    // Every received request has one purpose (null included).
    received: byPurpose.reduce((sum, p) => sum + p.count, 0),
    openByStatus,
    openTotal: openByStatus.reduce((sum, s) => sum + s.count, 0),
    overdue: work.overdue,
    completed,
    turnaround: { count: completed, medianDays: num(total?.median), p90Days: num(total?.p90) },
    revision: { approved: completed, revised, rate: revisionRate(completed, revised) },
    valuers,
    unassigned: work.unassigned,
    byCounty: byCounty.map((c) => ({ county: c.county as County | null, count: c.count })),
    byPurpose: byPurpose.map((p) => ({ purpose: p.purpose as RequestPurpose | null, count: p.count })),
    weeklyTurnaround: weeksOfRange(range).map((week) => {
      const found = byWeek.get(week.weekStart);
      return { ...week, count: found?.completed ?? 0, medianDays: num(found?.median) };
    }),
    certificateWarnings: certificates.map((c) => {
      const daysLeft = certificateDaysLeft(c.expires_on, today);
      return {
        userId: c.user_id,
        profileId: c.profile_id,
        name: displayName(c.full_name, c.email),
        expiresOn: c.expires_on,
        state: daysLeft < 0 ? ('expired' as const) : ('expiring' as const),
        daysLeft,
      };
    }),
    certificates: {
      ...tallyCertificates(valuerCertificates.map((v) => certificateState(v.expires_on, today))),
      unrecorded: valuerCertificates
        .filter((v) => v.expires_on === null)
        .map((v) => ({ userId: v.user_id, profileId: v.profile_id, name: displayName(v.full_name, v.email) })),
    },
  };
}
