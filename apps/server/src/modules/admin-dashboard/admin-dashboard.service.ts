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
import { CERTIFICATE_WARNING_DAYS, certificateDaysLeft } from '@thamani/domain/valuer-certificate';
import { fromNairobiWallTime, nairobiToday } from '@thamani/domain/visits';
import type { Db } from '#db/client.ts';
import {
  approvalsByWeek,
  certificatesEndingBy,
  countRequests,
  receivedByCounty,
  receivedByPurpose,
  unassignedWork,
  valuerWorkload,
  type DashboardWindow,
} from './admin-dashboard.queries.ts';

interface Ctx {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The admin dashboard's figures (definitions: packages/domain/src/admin-dashboard.ts). */
export async function getAdminDashboard(ctx: Ctx, query: AdminDashboardQuery): Promise<AdminDashboard> {
  const now = ctx.now();
  const today = nairobiToday(now);
  const range = resolveDashboardRange(query, now);
  const w: DashboardWindow = {
    start: fromNairobiWallTime(range.from, 0, 0),
    end: new Date(fromNairobiWallTime(range.to, 0, 0).getTime() + DAY_MS),
    now,
  };
  // Independent reads on the pool (no shared transaction client), so they may run side by side.
  const [counts, approvals, valuers, unassigned, byCounty, byPurpose, certificates] = await Promise.all([
    countRequests(ctx.db, w),
    approvalsByWeek(ctx.db, w),
    valuerWorkload(ctx.db, now),
    unassignedWork(ctx.db, now),
    receivedByCounty(ctx.db, w),
    receivedByPurpose(ctx.db, w),
    certificatesEndingBy(ctx.db, addDays(today, CERTIFICATE_WARNING_DAYS)),
  ]);
  const total = approvals.find((a) => a.week === null);
  const byWeek = new Map(approvals.filter((a) => a.week !== null).map((a) => [a.week, a]));
  const statusCount = new Map(counts.byStatus.map((s) => [s.status, Number(s.count)]));
  const openByStatus = OPEN_REQUEST_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 }));
  const completed = total?.completed ?? 0;
  const revised = total?.revised ?? 0;
  return {
    range,
    today,
    received: counts.received,
    openByStatus,
    openTotal: openByStatus.reduce((sum, s) => sum + s.count, 0),
    overdue: counts.overdue,
    completed,
    turnaround: { count: completed, medianDays: num(total?.median), p90Days: num(total?.p90) },
    revision: { approved: completed, revised, rate: revisionRate(completed, revised) },
    valuers: valuers.map((v) => ({
      profileId: v.profile_id,
      userId: v.user_id,
      name: displayName(v.full_name, v.email),
      open: v.open,
      overdue: v.overdue,
    })),
    unassigned,
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
  };
}
