import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import type autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { templateItems, validateAnswer, type AnswerValue, type InspectionDetail, type TemplateItem } from '@thamani/domain/inspections';
import { INSPECTION_LOAD, LOAD } from './config.ts';
import { once, type Target } from './load.ts';
import { agentEmail, benchUsers, type SeedCounts } from './seed.ts';
import { signInAll, type SignedIn } from './users.ts';

/**
 * The inspections part of `npm run bench` (see docs/bench.md): the valuer's autosave
 * (PATCH /api/inspections/:id with versions) under many concurrent valuers, and photo uploads
 * (POST /api/inspections/:id/photos, a ~1.5 MB JPEG). No bare twin: the targets are absolute.
 */
export interface InspectionRow {
  name: string;
  kind: 'autosave' | 'photos';
  /** Concurrent virtual valuers (autocannon connections), each with its own inspection. */
  clients: number;
  /** Accepted calls (200 saves, 201 uploads) per second of the measured run. */
  rps: number;
  /** Uploaded JPEG bytes per second (MB = 1,048,576 bytes, as the upload limits count); null for autosave. */
  mb_per_s: number | null;
  p50_ms: number;
  p99_ms: number;
  /** Answered 409 (stale version); none expected when every valuer owns their inspection. */
  conflicts: number;
  /** Any other non-2xx answer, error or timeout. */
  failed: number;
  total: number;
  /** The machine's 1-minute load average when the measured run started (2 cores: above 2 means others wait). */
  load_1m: number;
}

const MB = 1024 * 1024;

/** One virtual valuer's inspection, with the version its next save is made against. */
interface Owned {
  token: string;
  detail: InspectionDetail;
  version: number;
  /** Saves made by this valuer so far (chooses the next changes). */
  saves: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Scheduled visits of the given agents without an inspection, spread evenly over the agents. */
async function pickVisits(databaseUrl: string, agents: SignedIn[], count: number): Promise<Array<{ visitId: string; agent: SignedIn }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const perAgent = Math.ceil(count / agents.length);
    const rows = await client.query<{ id: string; agent_id: string }>(
      `select id, agent_id from (
         select v.id, v.agent_id, row_number() over (partition by v.agent_id order by v.scheduled_date, v.id) as rn
           from site_visits v
          where v.agent_id = any($1) and v.status = 'scheduled'
            and not exists (select 1 from inspections i where i.visit_id = v.id)
       ) t where rn <= $2 order by rn, agent_id limit $3`,
      [agents.map((a) => a.profileId), perAgent, count],
    );
    if (rows.rows.length < count) {
      throw new Error(`only ${rows.rows.length} scheduled visits without an inspection for the inspection agents (need ${count})`);
    }
    const byId = new Map(agents.map((a) => [a.profileId, a]));
    return rows.rows.map((r) => {
      const agent = byId.get(r.agent_id);
      if (!agent) {
        throw new Error(`visit ${r.id}: unknown agent ${r.agent_id}`);
      }
      return { visitId: r.id, agent };
    });
  } finally {
    await client.end();
  }
}

/** Start the inspection of each visit the way the valuer's phone does (POST /api/visits/:id/inspection). */
async function startInspections(appUrl: string, visits: Array<{ visitId: string; agent: SignedIn }>): Promise<Owned[]> {
  const out: Owned[] = [];
  for (const { visitId, agent } of visits) {
    const response = await fetch(`${appUrl}/api/visits/${visitId}/inspection`, { method: 'POST', headers: bearer(agent.token) });
    if (response.status !== 201 && response.status !== 200) {
      throw new Error(`starting the inspection of visit ${visitId}: ${response.status} ${await response.text()}`);
    }
    const detail = (await response.json()) as InspectionDetail;
    out.push({ token: agent.token, detail, version: detail.version, saves: 0 });
  }
  return out;
}

/** The version the server holds now (after a run, a save cut off in flight may or may not have landed). */
async function resync(appUrl: string, owned: Owned[]): Promise<void> {
  for (const o of owned) {
    const response = await fetch(`${appUrl}/api/inspections/${o.detail.id}`, { headers: bearer(o.token) });
    if (!response.ok) {
      throw new Error(`GET /api/inspections/${o.detail.id}: ${response.status}`);
    }
    o.version = ((await response.json()) as InspectionDetail).version;
  }
}

const TEXTS = [
  'Chain-link fence on three sides, masonry wall to the road',
  'Machine-cut stone, cement plaster and paint',
  'Murram road, passable in the dry season',
  'Gate and caretaker house at the north-east corner',
  'Neighbouring plots are residential maisonettes',
];

/** A valid answer for an item (variant `n` of a few), as the checklist would send it. */
function answerFor(item: TemplateItem, n: number, now: Date): AnswerValue {
  const options = item.options ?? [];
  switch (item.kind) {
    case 'text':
      return `${TEXTS[n % TEXTS.length]} (${n})`;
    case 'textarea':
      return `${TEXTS[n % TEXTS.length]}. ${TEXTS[(n + 1) % TEXTS.length]}. Seen on ${now.toISOString().slice(0, 10)}.`;
    case 'select':
      return options[n % options.length]?.value ?? '';
    case 'multiselect':
      return options.slice(0, 1 + (n % Math.max(1, options.length))).map((o) => o.value);
    case 'number': {
      const low = item.min ?? 0;
      const high = item.max ?? low + 1_000;
      return Math.min(high, low + ((n * 37) % 500) + 0.5);
    }
    case 'year':
      return Math.min(item.max ?? now.getUTCFullYear(), now.getUTCFullYear(), Math.max(item.min ?? 1960, 1960 + ((n * 7) % 60)));
    case 'yesno':
      return n % 2 === 0;
    case 'condition':
      return { rating: 1 + (n % 5), note: n % 2 === 0 ? 'Hairline cracks above the window lintels' : '' };
    case 'gps':
      return { latitude: -1.2921 + n * 1e-5, longitude: 36.8219 + n * 1e-5, accuracyM: 5 + n, capturedAt: new Date(now.getTime() - 60_000).toISOString() };
  }
}

const VARIANTS = 5;
/** Answers changed per save: the page batches what was typed since the last save. */
const CHANGES_PER_SAVE = 2;

/** Per inspection: every item's answer variants, each checked by the shared validateAnswer first. */
function answerPlan(detail: InspectionDetail, now: Date): Array<{ itemId: string; values: AnswerValue[] }> {
  return templateItems(detail.template).map(({ item }) => ({
    itemId: item.id,
    values: Array.from({ length: VARIANTS }, (_, n) => {
      const value = answerFor(item, n, now);
      const check = validateAnswer(item, value, now);
      if (!check.ok) {
        throw new Error(`bench answer for ${item.id} (${item.kind}) is refused: ${check.message}`);
      }
      return value;
    }),
  }));
}

/**
 * Idle inspections, handed out one per request: a connection takes the one idle longest and gives
 * it back when its answer arrives, so an inspection never has two saves in flight — each virtual
 * valuer saves one change after another, always against the version its last save returned.
 */
function pool(owned: Owned[]) {
  const idle = [...owned];
  const busy = new Set<Owned>();
  return {
    take(): Owned {
      // Only if an answer never came (a timeout) is there no idle one: reuse the oldest busy one.
      const o = idle.shift() ?? busy.values().next().value;
      if (!o) {
        throw new Error('no inspection to hand out');
      }
      busy.delete(o);
      busy.add(o);
      return o;
    },
    give(o: Owned): void {
      if (busy.delete(o)) {
        idle.push(o);
      }
    },
    reset(): void {
      busy.clear();
      idle.splice(0, idle.length, ...owned);
    },
  };
}

interface Counts {
  ok: number;
  conflicts: number;
  failed: number;
  bytes: number;
}

interface Measured {
  r: autocannon.Result;
  counts: Counts;
  warm: Counts;
  /** Wall-clock seconds of the measured run. */
  seconds: number;
  /** 1-minute load average of the machine when the measured run started. */
  load: number;
}

const noCounts = (): Counts => ({ ok: 0, conflicts: 0, failed: 0, bytes: 0 });

/**
 * Autosave: warm up (discarded), let calls cut off by its end land, resync the versions, then
 * measure for `seconds`; 2xx, 409 and the rest are counted from the responses.
 */
async function measureSaves(target: (counts: Counts) => Target, owned: Owned[], appUrl: string, reset: () => void): Promise<Measured> {
  const warm = noCounts();
  await once(target(warm), LOAD.warmupSeconds);
  await sleep(1_000);
  await resync(appUrl, owned);
  reset();
  const counts = noCounts();
  const load = os.loadavg()[0] ?? 0;
  const t = performance.now();
  const r = await once(target(counts), INSPECTION_LOAD.autosaveSeconds);
  const seconds = (performance.now() - t) / 1000;
  return { r, counts, warm, seconds, load };
}

/**
 * Photos: a warm-up of one upload per valuer gives the pace, then a run of a fixed number of
 * uploads sized to last about `photoSeconds` (at least 2 and at most 20 per valuer). A fixed
 * number rather than a duration: no upload is cut off half-way, so none is still being
 * re-encoded by the server when the next run starts, and every byte counted was stored.
 */
async function measureUploads(target: (counts: Counts) => Target, valuers: number, reset: () => void): Promise<Measured> {
  const warm = noCounts();
  const t0 = performance.now();
  await once(target(warm), { amount: valuers });
  const pace = warm.ok / ((performance.now() - t0) / 1000);
  reset();
  const amount = Math.min(20 * valuers, Math.max(2 * valuers, Math.round(pace * INSPECTION_LOAD.photoSeconds)));
  const counts = noCounts();
  const load = os.loadavg()[0] ?? 0;
  const t = performance.now();
  const r = await once(target(counts), { amount });
  const seconds = (performance.now() - t) / 1000;
  return { r, counts, warm, seconds, load };
}

function autosaveTarget(appUrl: string, owned: Owned[], counts: Counts, handOut: ReturnType<typeof pool>): Target {
  const now = new Date();
  const plans = new Map(owned.map((o) => [o, answerPlan(o.detail, now)]));
  return {
    url: appUrl,
    method: 'PATCH',
    connections: owned.length,
    next: (context) => {
      const o = handOut.take();
      context.owned = o;
      const plan = plans.get(o) ?? [];
      const changes: Record<string, AnswerValue> = {};
      for (let k = 0; k < CHANGES_PER_SAVE; k += 1) {
        const entry = plan[(o.saves * CHANGES_PER_SAVE + k) % plan.length];
        if (entry) {
          changes[entry.itemId] = entry.values[Math.floor(o.saves / plan.length) % VARIANTS] as AnswerValue;
        }
      }
      o.saves += 1;
      return { path: `/api/inspections/${o.detail.id}`, headers: bearer(o.token), body: JSON.stringify({ version: o.version, changes }) };
    },
    onResponse: (status, body, context) => {
      const o = context.owned as Owned | undefined;
      if (!o) {
        return;
      }
      if (status === 200) {
        // One accepted save: the server is one version further (the answer carries the same number).
        o.version += 1;
        counts.ok += 1;
      } else if (status === 409) {
        counts.conflicts += 1;
        try {
          const current = (JSON.parse(body) as { details?: { current?: { version?: number } } }).details?.current?.version;
          if (typeof current === 'number') {
            o.version = current;
          }
        } catch {
          // The next save answers 409 again and is counted; the run goes on.
        }
      } else {
        counts.failed += 1;
      }
      handOut.give(o);
    },
  };
}

/** A 1600 × 1200 JPEG (the web app's longest side) of a gradient under random noise, quality raised until it is ≥ 1.5 MB. */
export async function noisyJpeg(): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const noise = randomBytes(width * height * 3);
  const raw = Buffer.alloc(noise.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const base = [(x * 255) / width, (y * 255) / height, 128];
      for (let c = 0; c < 3; c += 1) {
        raw[i + c] = Math.max(0, Math.min(255, Math.round((base[c] ?? 0) + (noise[i + c] ?? 128) - 128)));
      }
    }
  }
  let jpeg = Buffer.alloc(0);
  for (let quality = 88; quality <= 98 && jpeg.length < 1.5 * MB; quality += 2) {
    jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
  }
  return jpeg;
}

/** The multipart body the page sends: itemId, clientId, takenAt, then the file. */
function photoBody(boundary: string, itemId: string, jpeg: Buffer): Buffer {
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('itemId', itemId) +
    field('clientId', randomUUID()) +
    field('takenAt', new Date().toISOString()) +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site-photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

function photoTarget(appUrl: string, owned: Owned[], images: Buffer[], counts: Counts, handOut: ReturnType<typeof pool>): Target {
  const boundary = `----thamani-bench-${randomUUID()}`;
  let n = 0;
  return {
    url: appUrl,
    method: 'POST',
    connections: owned.length,
    timeoutSeconds: 60,
    next: (context) => {
      const o = handOut.take();
      const image = images[n % images.length] ?? Buffer.alloc(0);
      const items = templateItems(o.detail.template);
      const itemId = items[n % items.length]?.item.id ?? '';
      n += 1;
      context.owned = o;
      context.bytes = image.length;
      return {
        path: `/api/inspections/${o.detail.id}/photos`,
        headers: { ...bearer(o.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: photoBody(boundary, itemId, image),
      };
    },
    onResponse: (status, _body, context) => {
      const o = context.owned as Owned | undefined;
      if (status === 201) {
        counts.ok += 1;
        counts.bytes += Number(context.bytes ?? 0);
      } else {
        counts.failed += 1;
      }
      if (o) {
        handOut.give(o);
      }
    },
  };
}

function row(name: string, kind: InspectionRow['kind'], clients: number, m: Measured): InspectionRow {
  const seconds = m.seconds > 0 ? m.seconds : 1;
  return {
    name,
    kind,
    clients,
    rps: Math.round((m.counts.ok / seconds) * 10) / 10,
    mb_per_s: kind === 'photos' ? Math.round((m.counts.bytes / MB / seconds) * 100) / 100 : null,
    p50_ms: m.r.latency.p50,
    p99_ms: m.r.latency.p99,
    conflicts: m.counts.conflicts,
    failed: m.counts.failed + m.r.errors + m.r.timeouts,
    total: m.r.requests.total,
    load_1m: Math.round(m.load * 10) / 10,
  };
}

/** Sign in the inspection valuers, start one inspection per virtual valuer, then run both scenarios. */
export async function runInspectionBench(appUrl: string, databaseUrl: string, counts: SeedCounts, log: (line: string) => void): Promise<InspectionRow[]> {
  const agents = await signInAll(appUrl, databaseUrl, benchUsers(counts).inspectionAgents.map(agentEmail));
  const { autosaveClients, photoClients } = INSPECTION_LOAD;
  const visits = await pickVisits(databaseUrl, agents, autosaveClients + photoClients);
  const started = Date.now();
  const owned = await startInspections(appUrl, visits);
  const savers = owned.slice(0, autosaveClients);
  const uploaders = owned.slice(autosaveClients);
  log(`  started ${owned.length} inspections over ${agents.length} valuers in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const rows: InspectionRow[] = [];

  const saves = pool(savers);
  const autosave = await measureSaves((c) => autosaveTarget(appUrl, savers, c, saves), savers, appUrl, saves.reset);
  const saveRow = row('autosave (PATCH with version)', 'autosave', autosaveClients, autosave);
  rows.push(saveRow);
  log(
    `  autosave — ${autosaveClients} valuers, load ${saveRow.load_1m}: ${saveRow.rps} saves/s, p50 ${saveRow.p50_ms} ms, p99 ${saveRow.p99_ms} ms, ` +
      `409 ${saveRow.conflicts} (warm-up ${autosave.warm.conflicts}), other failures ${saveRow.failed}`,
  );

  const t = Date.now();
  const images = await Promise.all(Array.from({ length: INSPECTION_LOAD.photoImages }, () => noisyJpeg()));
  const sizes = images.map((i) => (i.length / MB).toFixed(2));
  log(`  ${images.length} noisy JPEGs (1600 × 1200, ${sizes.join(', ')} MB) made in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const uploads = pool(uploaders);
  const photos = await measureUploads((c) => photoTarget(appUrl, uploaders, images, c, uploads), photoClients, uploads.reset);
  const photoRow = row('photo upload (~1.5 MB JPEG)', 'photos', photoClients, photos);
  rows.push(photoRow);
  log(
    `  photos — ${photoClients} valuers, load ${photoRow.load_1m}: ${photos.counts.ok} uploads in ${photos.seconds.toFixed(1)} s, ` +
      `${photoRow.rps} uploads/s, ${photoRow.mb_per_s} MB/s, p50 ${photoRow.p50_ms} ms, p99 ${photoRow.p99_ms} ms, failures ${photoRow.failed}`,
  );

  for (const r of rows) {
    if (r.total === 0 || r.failed > Math.max(5, r.total * 0.01)) {
      throw new Error(`${r.name}: ${r.failed} of ${r.total} calls failed`);
    }
  }
  return rows;
}
