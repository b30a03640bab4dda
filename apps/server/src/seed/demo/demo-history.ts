import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { nairobiDayOf } from '@thamani/domain/inspection-date';
import { PatchInspectionBodySchema, SubmitInspectionBodySchema } from '@thamani/domain/inspections';
import { amountInWords } from '@thamani/domain/report-words';
import {
  ApproveReportBodySchema,
  RequestChangesBodySchema,
  SaveReportBodySchema,
  StartReportBodySchema,
  SubmitReportBodySchema,
  valueKey,
  valueWordsKey,
  type ReportContent,
  type ReportDetail,
  type ValueKind,
} from '@thamani/domain/reports';
import { createRequestSchemaAt, type RequestDetail } from '@thamani/domain/requests';
import {
  CancelVisitBodySchema,
  VisitReviewBodySchema,
  formatYmd,
  fromNairobiWallTime,
  isWeekend,
  nairobiToday,
  parseYmd,
  rescheduleVisitBodySchemaAt,
  scheduleVisitBodySchemaAt,
  toScheduledInstant,
} from '@thamani/domain/visits';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { user } from '#db/schema/auth.table.ts';
import { notifications } from '#db/schema/notifications.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import { valuationRequests } from '#db/schema/valuation-requests.table.ts';
import { firmFees } from '#db/schema/firm-fees.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import type { Bus } from '#platform/bus.ts';
import { seedDemoAccounts } from '#platform/seed.ts';
import { saveAnswers, startInspection, submitInspection } from '../../modules/inspections/index.ts';
import { markRead } from '../../modules/notifications/index.ts';
import { REPORT_RENDER_JOB, saveReport, listReadyForReport, getReport, approveReport, requestReportChanges, submitReport, startReport } from '../../modules/reports/index.ts';
import { acceptRequest, assignRequest, cancelRequest, createRequest, releaseRequest } from '../../modules/requests/index.ts';
import { cancelVisit, completeVisit, rescheduleVisit, saveVisitReview, scheduleVisit } from '../../modules/visits/index.ts';
import {
  DEMO_HISTORY_ACCOUNTS,
  DEMO_PEOPLE,
  DEMO_READ_BEFORE_DAY,
  DEMO_STORIES,
  type At,
  type DemoInspection,
  type DemoPerson,
  type DemoReportEdit,
  type DemoStep,
  type DemoStory,
  type Slot,
} from './demo-history.data.ts';
import { seedDemoValuer } from './demo-valuer.ts';

type Ctx = Pick<AppContext, 'db' | 'firmId' | 'bus' | 'sendMail' | 'outbox' | 'log' | 'now' | 'settings' | 'storage' | 'jobs'>;
type SeedCtx = Ctx & Pick<AppContext, 'auth' | 'cache'>;

/** Any fixed key: one seeding at a time per database (two processes starting on one PostgreSQL). */
const DEMO_HISTORY_LOCK = 7_261_001;

/** The weekday `offset` business days from `todayYmd` (−1: the last weekday before it). */
export function businessDay(todayYmd: string, offset: number): string {
  const ymd = parseYmd(todayYmd);
  if (!ymd) {
    throw new RangeError(`Invalid date: ${todayYmd}`);
  }
  const cursor = new Date(Date.UTC(ymd.year, ymd.month - 1, ymd.day));
  const step = offset < 0 ? -1 : 1;
  let remaining = Math.abs(offset);
  const ymdOf = () => formatYmd(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate());
  while (remaining > 0 || isWeekend(ymdOf())) {
    cursor.setUTCDate(cursor.getUTCDate() + step);
    if (!isWeekend(ymdOf())) {
      remaining -= 1;
    }
  }
  return ymdOf();
}

interface Clock {
  today: string;
  at: (when: At) => Date;
  slotDate: (slot: Slot) => string;
}

function clockFrom(now: Date): Clock {
  const today = nairobiToday(now);
  return {
    today,
    at: ({ day, at }) => {
      const [hours, minutes] = at.split(':').map(Number) as [number, number];
      return fromNairobiWallTime(businessDay(today, day), hours, minutes);
    },
    slotDate: (slot) => businessDay(today, slot.day),
  };
}

const silentBus: Bus = {
  publish: async () => undefined,
  subscribe: async () => async () => undefined,
  onInterrupted: () => () => undefined,
  close: async () => undefined,
};

/** The timestamps the services leave to the database (`now()`), per table. */
const STAMPED: Record<string, string[]> = {
  audit_logs: ['created_at'],
  notifications: ['created_at', 'read_at'],
  properties: ['created_at', 'updated_at'],
  valuation_requests: ['updated_at'],
  site_visits: ['created_at', 'updated_at'],
  visit_reviews: ['created_at', 'updated_at'],
  inspections: ['started_at', 'updated_at', 'submitted_at'],
  reports: ['created_at', 'updated_at'],
  report_versions: ['submitted_at'],
  report_reviews: ['created_at'],
  report_files: ['created_at'],
};

/**
 * Inside the one seeding transaction `now()` is its start time, so every row a step wrote (and
 * no row of an earlier step, already moved) carries it: move those stamps to the step's moment,
 * so timelines, notifications and visits read as the days they happened on.
 */
async function stampRows(tx: Db, moment: Date): Promise<void> {
  const at = moment.toISOString();
  // One statement (data-modifying CTEs), not one per table: it runs after every step.
  const updates = Object.entries(STAMPED).map(([table, columns], i) => {
    const sets = columns.map(
      (c) => `${c} = case when ${c} = now()::timestamptz(3) then '${at}'::timestamptz else ${c} end`,
    );
    const where = columns.map((c) => `${c} = now()::timestamptz(3)`).join(' or ');
    return `s${i} as (update ${table} set ${sets.join(', ')} where ${where})`;
  });
  await tx.execute(sql.raw(`with ${updates.join(', ')} select 1`));
}

async function loadIdentities(db: Db, firmId: string): Promise<Record<DemoPerson, Identity>> {
  const emails = Object.values(DEMO_PEOPLE);
  const rows = await db
    .select({ userId: user.id, email: user.email, role: userRoles.role, profileId: profiles.id })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(inArray(user.email, emails));
  const identities = {} as Record<DemoPerson, Identity>;
  for (const [person, email] of Object.entries(DEMO_PEOPLE) as Array<[DemoPerson, string]>) {
    const row = rows.find((r) => r.email === email);
    if (!row) {
      throw new Error(`demo history: the account ${email} is missing`);
    }
    identities[person] = {
      userId: row.userId,
      sessionId: 'demo-history',
      email,
      role: row.role,
      profileId: row.profileId,
      firmId,
    };
  }
  return identities;
}

interface Event {
  at: Date;
  story: number;
  step: DemoStep | null;
}

const visitStart = (clock: Clock, visit: Slot) => new Date(toScheduledInstant(clock.slotDate(visit), visit.time));
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** A step's moment: its own, or for a visit's completion (or inspection) half an hour after the visit's end. */
function stepMoment(step: DemoStep, clock: Clock, lastVisit: Slot | undefined): Date {
  if (step.do !== 'complete' && step.do !== 'inspect') {
    return clock.at(step.when);
  }
  if (!lastVisit) {
    throw new Error(
      `demo history: a visit is ${step.do === 'inspect' ? 'inspected' : 'completed'} before it was scheduled`,
    );
  }
  return minutesAfter(visitStart(clock, lastVisit), lastVisit.minutes + 30);
}

/** Every story's creation and steps on one time line, oldest first; each story's own order is checked. */
function planEvents(stories: DemoStory[], clock: Clock): Event[] {
  const events: Event[] = [];
  stories.forEach((story, index) => {
    let previous = clock.at(story.created);
    events.push({ at: previous, story: index, step: null });
    let lastVisit: Slot | undefined;
    for (const step of story.steps) {
      const at = stepMoment(step, clock, lastVisit);
      if (at <= previous) {
        throw new Error(`demo history: "${story.request.title}" — ${step.do} is not after the step before it`);
      }
      if (step.do === 'schedule' || step.do === 'reschedule') {
        lastVisit = step.visit;
      }
      events.push({ at, story: index, step });
      previous = at;
    }
  });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

interface Story {
  request: RequestDetail;
  visitId: string | null;
  visit: Slot | null;
  reportId: string | null;
}

const titleOf = (s: Story) => s.request.property?.title ?? s.request.id;

/** On site: started ten minutes into the visit (rows stamped then), answered, submitted at the step's moment. */
async function inspect(ctx: Ctx, valuer: Identity, clock: Clock, s: Story, inspection: DemoInspection): Promise<void> {
  if (!s.visit || !s.visitId) {
    throw new Error(`demo history: "${titleOf(s)}" is inspected without a visit`);
  }
  const arrived = minutesAfter(visitStart(clock, s.visit), 10);
  const { detail } = await startInspection({ ...ctx, now: () => arrived }, valuer, s.visitId);
  await stampRows(ctx.db, arrived);
  const gps = { ...inspection.gps, accuracyM: 6, capturedAt: minutesAfter(arrived, 5).toISOString() };
  const body = PatchInspectionBodySchema.parse({
    version: detail.version,
    changes: { ...inspection.answers, 'position.gps': gps },
  });
  const answered = await saveAnswers(ctx, valuer, detail.id, body);
  await submitInspection(
    ctx,
    valuer,
    detail.id,
    SubmitInspectionBodySchema.parse({ version: answered.version, inspectedOn: nairobiDayOf(arrived) }),
  );
}

/** `YYYY-MM-DD` about `months` months before `today` (mid-month, so no month is skipped). */
function monthsBefore(today: string, months: number): string {
  const ymd = parseYmd(today);
  if (!ymd) {
    throw new RangeError(`Invalid date: ${today}`);
  }
  const at = new Date(Date.UTC(ymd.year, ymd.month - 1 - months, 15));
  return formatYmd(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** The report after a sitting: fields typed in, values with their words, comparables added, valued today. */
function editedContent(content: ReportContent, edit: DemoReportEdit, today: string): ReportContent {
  const fields: ReportContent['fields'] = { ...content.fields, ...edit.fields, 'dates.valuation': today };
  for (const [kind, amount] of Object.entries(edit.values ?? {}) as Array<[ValueKind, number]>) {
    fields[valueKey(kind)] = amount;
    fields[valueWordsKey(kind)] = amountInWords(amount);
  }
  const added = (edit.comparables ?? []).map(({ monthsAgo, ...c }, i) => ({
    ...c,
    id: `comparable-${content.comparables.length + i + 1}`,
    date: monthsBefore(today, monthsAgo),
  }));
  return { ...content, fields, comparables: [...content.comparables, ...added] };
}

/** The request's report: the one started, or a new one from the template its purpose suggests. */
async function reportOf(ctx: Ctx, valuer: Identity, s: Story): Promise<ReportDetail> {
  if (s.reportId) {
    return getReport(ctx, valuer, s.reportId);
  }
  const ready = await listReadyForReport(ctx, valuer);
  const templateId = ready.items.find((r) => r.requestId === s.request.id)?.suggestedTemplateId;
  if (!templateId) {
    throw new Error(`demo history: "${titleOf(s)}" is not ready for a report`);
  }
  const { detail } = await startReport(
    ctx,
    valuer,
    StartReportBodySchema.parse({ requestId: s.request.id, templateId }),
  );
  s.reportId = detail.id;
  return detail;
}

/** The number of the report's latest submission, which a decision names. */
async function latestSubmission(ctx: Ctx, admin: Identity, s: Story): Promise<number> {
  const report = await getReport(ctx, admin, s.reportId ?? '');
  return report.submissions.at(-1)?.n ?? 0;
}

async function runStep(
  ctx: Ctx,
  who: Record<DemoPerson, Identity>,
  clock: Clock,
  owner: DemoPerson,
  s: Story,
  step: DemoStep,
): Promise<void> {
  const id = s.request.id;
  switch (step.do) {
    case 'accept':
      await acceptRequest(ctx, who[step.by], id);
      return;
    case 'assign':
      await assignRequest(ctx, who.admin, id, who[step.to].profileId ?? '');
      return;
    case 'release':
      await releaseRequest(ctx, who[step.by], id);
      return;
    case 'schedule': {
      const body = scheduleVisitBodySchemaAt(ctx.now).parse({
        requestId: id,
        propertyId: s.request.property?.id,
        date: clock.slotDate(step.visit),
        time: step.visit.time,
        durationMinutes: step.visit.minutes,
        notes: step.notes,
      });
      s.visitId = (await scheduleVisit(ctx, who[step.by], body)).id;
      s.visit = step.visit;
      return;
    }
    case 'reschedule': {
      const body = rescheduleVisitBodySchemaAt(ctx.now).parse({
        date: clock.slotDate(step.visit),
        time: step.visit.time,
        durationMinutes: step.visit.minutes,
      });
      await rescheduleVisit(ctx, who[step.by], s.visitId ?? '', body);
      s.visit = step.visit;
      return;
    }
    case 'complete':
      await completeVisit(ctx, who[step.by], s.visitId ?? '');
      return;
    case 'inspect':
      await inspect(ctx, who[step.by], clock, s, step.inspection);
      return;
    case 'write_report': {
      const report = await reportOf(ctx, who[step.by], s);
      const content = editedContent(report.content, step.report, nairobiToday(ctx.now()));
      await saveReport(ctx, who[step.by], report.id, SaveReportBodySchema.parse({ version: report.version, content }));
      return;
    }
    case 'submit_report': {
      const report = await getReport(ctx, who[step.by], s.reportId ?? '');
      await submitReport(ctx, who[step.by], report.id, SubmitReportBodySchema.parse({ version: report.version }));
      return;
    }
    case 'request_changes': {
      const body = RequestChangesBodySchema.parse({
        n: await latestSubmission(ctx, who.admin, s),
        comment: step.comment,
        sectionComments: step.sectionComments,
      });
      await requestReportChanges(ctx, who.admin, s.reportId ?? '', body);
      return;
    }
    case 'approve':
      await approveReport(
        ctx,
        who.admin,
        s.reportId ?? '',
        ApproveReportBodySchema.parse({ n: await latestSubmission(ctx, who.admin, s) }),
      );
      return;
    case 'review':
      await saveVisitReview(ctx, who[step.by], s.visitId ?? '', VisitReviewBodySchema.parse(step.review));
      return;
    case 'cancel_visit':
      await cancelVisit(ctx, who[step.by], s.visitId ?? '', CancelVisitBodySchema.parse({ reason: step.reason }));
      return;
    case 'cancel':
      await cancelRequest(ctx, who[step.by === 'owner' ? owner : 'admin'], id, { reason: step.reason });
      return;
  }
}

/** Each demo person has read what arrived before DEMO_READ_BEFORE_DAY; the rest stays unread. */
async function readOldNotifications(tx: Db, who: Record<DemoPerson, Identity>, clock: Clock): Promise<void> {
  const cutoff = clock.at({ day: DEMO_READ_BEFORE_DAY, at: '08:00' });
  for (const identity of Object.values(who)) {
    const old = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, identity.userId),
          isNull(notifications.readAt),
          lt(notifications.createdAt, cutoff),
        ),
      );
    for (const n of old) {
      await markRead(tx, identity, n.id);
    }
  }
  await stampRows(tx, cutoff);
}

const DEMO_FIRM_FEES = (firmId: string) => ({ firmId, vatRegistered: true, travelRatePerKm: 100, officialSearchFee: 1_000 });

export interface DemoHistoryResult {
  requests: number;
}

/**
 * A small firm's recent history for the demo, written through the same services the API uses
 * (so audit rows, notifications and timelines are real), with the business clock moved to each
 * step's moment. Runs only in a demo (never in production, never with SEED_DEMO=false) and only
 * on a database without any valuation request yet; all in one transaction, so a crash leaves
 * nothing and the next start tries again. Returns null when it seeded nothing.
 */
export async function seedDemoHistory(ctx: SeedCtx): Promise<DemoHistoryResult | null> {
  if (ctx.settings.isProduction || !ctx.settings.seedDemo) {
    return null;
  }
  await seedDemoAccounts(ctx, DEMO_HISTORY_ACCOUNTS);
  // Reports are submitted in the history: the demo valuer needs a VRB number (and a signature for the PDF) first.
  await seedDemoValuer(ctx);
  const started = Date.now();
  const clock = clockFrom(ctx.now());
  const events = planEvents(DEMO_STORIES, clock);
  const result = await ctx.db.transaction(async (outer): Promise<DemoHistoryResult | null> => {
    const tx = outer as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_HISTORY_LOCK})`);
    const existing = await tx.select({ id: valuationRequests.id }).from(valuationRequests).limit(1);
    if (existing.length > 0) {
      return null;
    }
    // A VAT-registered firm that charges for the official search: the demo's invoices read as a Nairobi firm's do.
    await tx.insert(firmFees).values(DEMO_FIRM_FEES(ctx.firmId)).onConflictDoNothing({ target: firmFees.firmId });
    const who = await loadIdentities(tx, ctx.firmId);
    let moment = clock.at({ day: -30, at: '08:00' });
    // Nobody is connected yet: realtime pushes and e-mails about the past would only be noise.
    const at: Ctx = { ...ctx, db: tx, bus: silentBus, sendMail: async () => undefined, now: () => new Date(moment) };
    const stories = new Map<number, Story>();
    for (const event of events) {
      moment = event.at;
      const story = DEMO_STORIES[event.story] as DemoStory;
      if (!event.step) {
        const body = createRequestSchemaAt(at.now).parse({
          ...story.request,
          preferredDate: businessDay(nairobiToday(moment), story.preferredAfter),
        });
        stories.set(event.story, {
          request: await createRequest(at, who[story.owner], body),
          visitId: null,
          visit: null,
          reportId: null,
        });
      } else {
        const s = stories.get(event.story);
        if (!s) {
          throw new Error('demo history: a step ran before its request was created');
        }
        await runStep(at, who, clock, story.owner, s, event.step);
      }
      await stampRows(tx, moment);
    }
    await readOldNotifications(tx, who, clock);
    return { requests: stories.size };
  });
  if (result) {
    ctx.log.info(`demo history seeded: ${result.requests} requests in ${Date.now() - started} ms`);
    // In the background: the server starts while the job queue renders the PDF.
    void dateDemoReportDeliveries(ctx).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'demo history: the approved report keeps the time its PDF was rendered');
    });
  }
  return result;
}

/** How long after its approval a demo report's PDF reads as ready. */
const DEMO_RENDER_DELAY = "interval '1 minute'";

/**
 * The PDF of a report approved in the history is rendered by the job queue once the seeding has
 * committed, at today's time, while its approval is days back: its "Report ready" (the audit
 * entry, the client's notification, the delivery row) is moved to a minute after the approval,
 * so the request's timeline reads in order. Waits for the queue to render it first.
 */
export async function dateDemoReportDeliveries(ctx: Pick<Ctx, 'db' | 'jobs'>): Promise<void> {
  await ctx.jobs.whenIdle(REPORT_RENDER_JOB, 180_000);
  await ctx.db.execute(
    sql.raw(`
      with approved as (
        select entity_id, details->>'request_id' as request_id, max(created_at) + ${DEMO_RENDER_DELAY} as ready_at
        from audit_logs where action_type = 'report_approved' group by entity_id, details->>'request_id'
      ),
      rendered as (
        update audit_logs r set created_at = a.ready_at from approved a
        where r.action_type = 'report_pdf_rendered' and r.entity_id = a.entity_id and r.created_at <> a.ready_at
        returning r.id
      ),
      notified as (
        update notifications n set created_at = a.ready_at from approved a
        where n.kind = 'report_ready' and n.link = '/my-requests/' || a.request_id and n.created_at <> a.ready_at
        returning n.id
      )
      update report_files f set rendered_at = a.ready_at from approved a
      where f.report_id::text = a.entity_id and f.state = 'ready' and f.rendered_at is distinct from a.ready_at
    `),
  );
}
