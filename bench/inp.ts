import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import type { InspectionDetail, TemplateItem } from '@thamani/domain/inspections';
import type { ReadyForReport, ReportDetail } from '@thamani/domain/reports';
import { sampleAnswer } from '../apps/server/src/test/inspection-answers.ts';
import { CHROMIUM_PATH } from '../e2e/browser-path.ts';
import { futureBusinessDate, requestBody } from './api.ts';
import { SERVER_MAIN } from './config.ts';
import { call, demoAppProcess, demoSession, type Session } from './demo-app.ts';
import { startProcess, type Server } from './processes.ts';
import { TARGETS } from './report.ts';

/**
 * `npm run bench -- inp` (docs/bench.md): interaction to next paint of a valuer filling the
 * inspection checklist and editing a report, on a phone (360×740, touch) with Chromium's CPU
 * throttled 4× (`Emulation.setCPUThrottlingRate`). The production build on a new PGlite DATA_DIR
 * with the demo seed; the demo agent's request, visit and inspection (and, for the report, a
 * second inspected request with its report started) are made through the API. The browser then
 * taps, types (one key at a time, with a pause between keys) and chooses as a person does.
 *
 * INP is measured in the page with a PerformanceObserver on `event` entries (durationThreshold 16,
 * buffered), grouped by `interactionId`, with web-vitals' rule: the longest interaction, or with
 * n ≥ 50 interactions the (n/50)-th longest (`web-vitals` is not a dependency). Interactions
 * shorter than 16 ms are counted by `performance.interactionCount`.
 */
export interface InpInteraction {
  type: string;
  target: string;
  duration_ms: number;
  input_delay_ms: number;
  processing_ms: number;
  presentation_ms: number;
}

export interface InpFlow {
  inp_ms: number;
  interactions: number;
  /** The five longest interactions, longest first. */
  worst: InpInteraction[];
  /** The page's main-thread JavaScript and task time over the flow (CDP Performance.getMetrics), s: the work behind the tail. */
  script_s?: number;
  task_s?: number;
}

/** By flow: `checklist`, `report_fields` (/agent/report/:id), `report_document` (…/enhanced). */
export type InpBench = Record<string, InpFlow>;

export const INP_TARGET_MS = TARGETS.inpMs;
const CPU_THROTTLING = 4;
const VIEWPORT = { width: 360, height: 740 };
/** A deliberate typist on a phone keyboard. */
const KEY_DELAY_MS = 80;

/** The client's request `n`, accepted by the demo agent, with a visit on the n-th business day ahead and its inspection started. */
async function startedInspection(client: Session, agent: Session, n: number): Promise<{ requestId: string; inspection: InspectionDetail }> {
  const request = await call<{ id: string; property: { id: string } | null }>(client, 'POST', '/api/requests', requestBody(3000 + n), 201);
  await call(agent, 'POST', `/api/requests/${request.id}/accept`);
  const d = new Date(`${futureBusinessDate()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + (d.getUTCDay() === 5 ? 3 : 1) * n);
  const visit = await call<{ id: string }>(
    agent,
    'POST',
    '/api/visits',
    { requestId: request.id, propertyId: request.property?.id ?? '', date: d.toISOString().slice(0, 10), time: n === 0 ? '8:00 AM' : '11:00 AM', durationMinutes: 60 },
    201,
  );
  const inspection = await call<InspectionDetail>(agent, 'POST', `/api/visits/${visit.id}/inspection`, undefined, 201);
  return { requestId: request.id, inspection };
}

/** A second request inspected through the API and its report started from the suggested template: a draft the agent edits. */
async function reportDraft(client: Session, agent: Session): Promise<ReportDetail> {
  const { requestId, inspection } = await startedInspection(client, agent, 1);
  const answers = Object.fromEntries(inspection.template.sections.flatMap((s) => s.items.filter((i) => i.required).map((i) => [i.id, sampleAnswer(i)] as const)));
  const answered = await call<InspectionDetail>(agent, 'PATCH', `/api/inspections/${inspection.id}`, { version: inspection.version, changes: answers });
  await call(agent, 'POST', `/api/inspections/${inspection.id}/submit`, { version: answered.version, confirmVisitDate: true });
  const ready = await call<{ items: ReadyForReport[] }>(agent, 'GET', '/api/reports/ready');
  const templateId = ready.items.find((item) => item.requestId === requestId)?.suggestedTemplateId;
  return call<ReportDetail>(agent, 'POST', '/api/reports', { requestId, templateId }, 201);
}

/**
 * Injected before any page script: keeps every event-timing entry of an interaction (≥ 16 ms).
 * A string, not a function: tsx's transform adds helpers (`__name`) the page does not have.
 */
const OBSERVE_INTERACTIONS = `(() => {
  window.__inp = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return '(removed)';
    const el = node.closest('button, input, select, textarea, label, a, [contenteditable], [role]') || node;
    const name = el.getAttribute('aria-label') || (el.id ? '#' + el.id : '');
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + (name ? ' ' + name : '') + (!name && text ? ' "' + text + '"' : '');
  };
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__inp.push({
          id: entry.interactionId,
          type: entry.name,
          target: describe(entry.target),
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})();`;

/** The page's interactions so far: INP by web-vitals' rule and the five longest with their split. */
async function collect(page: Page): Promise<InpFlow> {
  // Event-timing entries arrive after the next paint: give the last interaction's time to land.
  await page.waitForTimeout(1_000);
  const { entries, count } = await page.evaluate(() => ({
    entries: (window as unknown as { __inp: Array<{ id: number; type: string; target: string; start: number; duration: number; processingStart: number; processingEnd: number }> }).__inp,
    count: (performance as unknown as { interactionCount?: number }).interactionCount ?? -1,
  }));
  const byId = new Map<number, (typeof entries)[number]>();
  for (const e of entries) {
    const known = byId.get(e.id);
    if (!known || e.duration > known.duration) {
      byId.set(e.id, e);
    }
  }
  const longest = [...byId.values()].sort((a, b) => b.duration - a.duration);
  const interactions = Math.max(count, byId.size);
  const candidate = longest[Math.min(longest.length - 1, Math.floor(interactions / 50))];
  const round = (ms: number) => Math.round(ms);
  return {
    inp_ms: candidate ? round(candidate.duration) : 0,
    interactions,
    worst: longest.slice(0, 5).map((e) => ({
      type: e.type,
      target: e.target,
      duration_ms: round(e.duration),
      input_delay_ms: round(e.processingStart - e.start),
      processing_ms: round(e.processingEnd - e.processingStart),
      presentation_ms: round(e.start + e.duration - e.processingEnd),
    })),
  };
}

async function phonePage(browser: Browser, base: string, cookie: string): Promise<{ context: BrowserContext; page: Page; metrics: () => Promise<{ script_s: number; task_s: number }> }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: VIEWPORT,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    geolocation: { latitude: -1.2921, longitude: 36.8219, accuracy: 12 },
    permissions: ['geolocation'],
  });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name ?? '', value: value.join('='), url: base }]);
  await context.addInitScript({ content: OBSERVE_INTERACTIONS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => Math.round((list.find((m) => m.name === name)?.value ?? 0) * 10) / 10;
    return { script_s: value('ScriptDuration'), task_s: value('TaskDuration') };
  };
  return { context, page, metrics };
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** Taps into a field and types as on a phone keyboard. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.scrollIntoViewIfNeeded();
  await field.tap();
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
}

/** One checklist item answered by hand, by its kind. */
async function answerItem(page: Page, item: TemplateItem, n: number): Promise<void> {
  const field = byId(page, `field-${item.id}`);
  switch (item.kind) {
    case 'text':
      return typeInto(page, field, 'Murram road');
    case 'textarea':
      return typeInto(page, field, 'Seen from the gate, in good order.');
    case 'number':
      return typeInto(page, field, String(Math.max(item.min ?? 0, 12) + 0.5));
    case 'year':
      return typeInto(page, field, '2015');
    case 'select':
      // A closed select on the keyboard: the arrow picks the next option (the phone's picker is the browser's own).
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      await page.keyboard.press('ArrowDown');
      return;
    case 'multiselect': {
      const boxes = byId(page, `item-${item.id}`).locator('label:has(input[type=checkbox])');
      for (let i = 0; i < Math.min(2, await boxes.count()); i += 1) {
        await boxes.nth(i).tap();
      }
      return;
    }
    case 'yesno':
      await byId(page, `item-${item.id}`)
        .locator('label', { hasText: n % 2 === 0 ? 'Yes' : 'No' })
        .tap();
      return;
    case 'condition':
      await byId(page, `item-${item.id}`).locator('label:has(input[type=radio])').nth(n % 5).tap();
      return typeInto(page, byId(page, `field-${item.id}-note`), 'Minor cracks');
    case 'gps':
      await byId(page, `item-${item.id}`).getByRole('button', { name: 'Use my location' }).tap();
      await page.waitForTimeout(300);
      return;
  }
}

/** The checklist filled as a valuer does on site: each section opened, every item answered, closed again. */
async function fillChecklist(page: Page, inspection: InspectionDetail, log: (line: string) => void): Promise<void> {
  await page.goto(`/inspections/${inspection.id}`);
  await page.getByRole('button', { name: 'Submit inspection' }).waitFor();
  let answered = 0;
  for (const section of inspection.template.sections) {
    const header = byId(page, `section-${section.id}`);
    await header.scrollIntoViewIfNeeded();
    if ((await header.getAttribute('aria-expanded')) === 'false') {
      await header.tap();
    }
    for (const [n, item] of section.items.entries()) {
      await answerItem(page, item, n);
      answered += 1;
    }
    await header.scrollIntoViewIfNeeded();
    await header.tap();
  }
  await page.getByTestId('save-status').filter({ hasText: /saved/i }).waitFor({ timeout: 30_000 }).catch(() => undefined);
  log(`  checklist: ${answered} items answered in ${inspection.template.sections.length} sections`);
}

/** The report's values and details typed in, and a comparable sale added. */
async function editReportFields(page: Page, report: ReportDetail): Promise<void> {
  await page.goto(`/agent/report/${report.id}`);
  const fieldSections = report.content.sections.flatMap((s) => (s.kind === 'fields' ? [s] : []));
  await page.locator('form, section').first().waitFor();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  let typed = 0;
  for (const section of fieldSections) {
    for (const field of section.fields) {
      if (typed >= 12 || field.type === 'date' || field.type === 'choice') {
        continue;
      }
      const input = byId(page, `field-${field.key.replace(/\./g, '-')}`);
      if ((await input.count()) === 0 || !(await input.isEditable())) {
        continue;
      }
      await input.scrollIntoViewIfNeeded();
      await input.tap();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(field.type === 'money' ? '15500000' : field.type === 'number' ? '450' : 'Omar Said and Amina Said', { delay: KEY_DELAY_MS });
      typed += 1;
    }
  }
  const add = page.getByRole('button', { name: 'Add a comparable sale' });
  if ((await add.count()) > 0) {
    await add.scrollIntoViewIfNeeded();
    await add.tap();
    await typeInto(page, page.getByLabel(/^Address/).last(), '4-bedroom house, Ngong Rd');
  }
}

/** The full document: two narratives rewritten with bold text, a new paragraph and a placeholder; a section moved; the preview opened. */
async function editReportDocument(page: Page, report: ReportDetail): Promise<void> {
  await page.goto(`/agent/report/${report.id}/enhanced`);
  const narratives = report.content.sections.filter((s) => s.kind === 'narrative').slice(0, 2);
  await page.getByRole('textbox', { name: narratives[0]?.title ?? '' }).first().waitFor();
  for (const section of narratives) {
    const editor = page.getByRole('textbox', { name: section.title, exact: true });
    await editor.scrollIntoViewIfNeeded();
    await editor.tap();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('The plot lies off ', { delay: KEY_DELAY_MS });
    const bold = page.getByRole('group', { name: `Formatting of ${section.title}` }).getByRole('button', { name: 'Bold' });
    await bold.tap();
    await page.keyboard.type('Kiambu Road', { delay: KEY_DELAY_MS });
    await bold.tap();
    await page.keyboard.type('. Access is by a murram road.', { delay: KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    await page.keyboard.type('The title is ', { delay: KEY_DELAY_MS });
    await page.getByRole('button', { name: `Insert field into ${section.title}` }).tap();
    await page.getByRole('menuitem').first().tap();
    await page.keyboard.type('.', { delay: KEY_DELAY_MS });
  }
  const last = narratives.at(-1);
  if (last) {
    const up = page.getByRole('button', { name: `Move ${last.title} up` });
    if ((await up.count()) > 0 && (await up.isEnabled())) {
      await up.tap();
    }
  }
  await page.getByRole('button', { name: 'Preview' }).tap();
  await page.getByRole('region', { name: 'Printed pages' }).waitFor();
  await page.getByRole('button', { name: 'Sections' }).tap();
}

export async function runInpBench(port: number, log: (line: string) => void, script = SERVER_MAIN): Promise<InpBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-inp-'));
  let server: Server | null = null;
  let browser: Browser | null = null;
  try {
    // BENCH_WEB_DIST_DIR serves another build of the web app (a before/after of a front-end change).
    server = await startProcess(demoAppProcess(script, port, dataDir, { WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR }));
    const base = server.url;
    const client = await demoSession(base, 'client@thamani.test');
    const agent = await demoSession(base, 'agent@thamani.test');
    log('  the demo agent\'s inspection to fill and report draft to edit, through the API');
    const { inspection } = await startedInspection(client, agent, 0);
    const report = await reportDraft(client, agent);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
    const flows: Record<string, InpFlow> = {};
    const run = async (name: string, drive: (page: Page) => Promise<void>) => {
      const { context, page, metrics } = await phonePage(browser!, base, agent.headers.cookie ?? '');
      try {
        await drive(page);
        flows[name] = { ...(await collect(page)), ...(await metrics()) };
      } finally {
        await context.close();
      }
      const f = flows[name]!;
      log(`  ${name}: INP ${f.inp_ms} ms over ${f.interactions} interactions (target ≤ ${INP_TARGET_MS} ms, load ${os.loadavg()[0]?.toFixed(2)}); main thread: script ${f.script_s} s, tasks ${f.task_s} s`);
      for (const w of f.worst) {
        log(`    ${w.duration_ms} ms ${w.type} on ${w.target}: input delay ${w.input_delay_ms}, processing ${w.processing_ms}, presentation ${w.presentation_ms}`);
      }
    };
    await run('checklist', (page) => fillChecklist(page, inspection, log));
    await run('report_fields', (page) => editReportFields(page, report));
    await run('report_document', (page) => editReportDocument(page, report));
    return flows;
  } finally {
    await browser?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
