import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InspectionDetail } from '@thamani/domain/inspections';
import type { Invoice } from '@thamani/domain/invoicing';
import type { Payment } from '@thamani/domain/payments';
import { amountInWords } from '@thamani/domain/report-words';
import type { ReadyForReport, ReportDetail } from '@thamani/domain/reports';
import { requiredAnswers } from '../apps/server/src/test/inspection-answers.ts';
import { futureBusinessDate, requestBody } from './api.ts';
import { PORTS, SERVER_MAIN } from './config.ts';
import { call, demoAppProcess, demoSession, type Session } from './demo-app.ts';
import { startProcess, type Server } from './processes.ts';

/**
 * `npm run bench -- payments` (docs/bench.md): on the production build as `npm start` runs it
 * (PGlite in a new DATA_DIR, demo mode, so the eTIMS and Daraja simulators are mounted on the
 * server), the demo valuer takes 10 requests of the demo client through the API to an approved
 * report; the approvals issue the invoices and eTIMS signs them. Then, on a quiet server:
 * - the invoice PDF: `GET /api/invoices/:id/pdf` of one signed, unpaid invoice as its client
 *   downloads it — the first after start (react-pdf and the fonts load), then 20 more;
 * - M-Pesa, push to receipt, once per invoice: `POST /api/invoices/:id/mpesa`, the prompt found
 *   and approved with a PIN through the simulator's test API (the payer, answering at once), then
 *   `GET /api/payments/:id` asked until it is paid (the callback settled it).
 */
export interface PaymentsBench {
  invoices: number;
  /** The first invoice PDF since start: loads react-pdf and the fonts. */
  pdf_first_ms: number;
  pdf_runs: number;
  pdf_median_ms: number;
  pdf_p95_ms: number;
  pdf_kb: number;
  /** The server's resident memory before the first invoice PDF and after the last (it keeps react-pdf and the fonts). */
  rss_before_pdf_mb: number;
  rss_after_pdf_mb: number;
  mpesa_runs: number;
  /** The push alone: POST /api/invoices/:id/mpesa answered (the server has asked Daraja). */
  mpesa_push_median_ms: number;
  /** Push → prompt approved → the payment read as paid, with its receipt. */
  mpesa_median_ms: number;
  mpesa_p95_ms: number;
  load_1m: number;
}

const INVOICES = 10;
const PDF_RUNS = 20;
/** The next port after config.ts's parts (PORT_BASE + 24). */
const PORT = PORTS.routes + 1;
const SIM = '/simulators/daraja';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's resident memory, MB (VmRSS, as footprint.ts reads it). */
function rssMb(pid: number | undefined): number {
  const status = pid === undefined ? '' : fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN) / 102.4) / 10;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);
}

/** Asks `read` every `everyMs` until it gives a value, or throws after `timeoutMs`. */
async function until<T>(what: string, read: () => Promise<T | null>, everyMs: number, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`payments bench: ${what} did not happen within ${timeoutMs / 1000} s`);
    }
    await sleep(everyMs);
  }
}

/** Each visit on its own weekday, one a day from the first business day a month ahead: the valuer's visits never overlap. */
function visitDate(n: number): string {
  const d = new Date(`${futureBusinessDate()}T00:00:00Z`);
  for (let left = n; left > 0 || d.getUTCDay() === 0 || d.getUTCDay() === 6;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      left -= 1;
    }
  }
  return d.toISOString().slice(0, 10);
}

/**
 * Request `n` of the client taken through visit, inspection and report to approved, as
 * report-renders.ts does without its photo (a report without photographs is only a warning).
 */
async function approvedRequest(
  client: Session,
  agent: Session,
  admin: Session,
  n: number,
): Promise<{ requestId: string; reportId: string }> {
  const request = await call<{ id: string; property: { id: string } | null }>(
    client,
    'POST',
    '/api/requests',
    requestBody(3000 + n),
    201,
  );
  await call(agent, 'POST', `/api/requests/${request.id}/accept`);
  const visit = await call<{ id: string }>(
    agent,
    'POST',
    '/api/visits',
    {
      requestId: request.id,
      propertyId: request.property?.id ?? '',
      date: visitDate(n),
      time: '2:00 PM',
      durationMinutes: 60,
    },
    201,
  );
  const started = await call<InspectionDetail>(agent, 'POST', `/api/visits/${visit.id}/inspection`, undefined, 201);
  const answered = await call<InspectionDetail>(agent, 'PATCH', `/api/inspections/${started.id}`, {
    version: started.version,
    changes: { ...requiredAnswers(started.template), 'site.area': 0.05 },
  });
  await call(agent, 'POST', `/api/inspections/${started.id}/submit`, {
    version: answered.version,
    confirmVisitDate: true,
  });
  const ready = await call<{ items: ReadyForReport[] }>(agent, 'GET', '/api/reports/ready');
  const templateId = ready.items.find((item) => item.requestId === request.id)?.suggestedTemplateId;
  const report = await call<ReportDetail>(agent, 'POST', '/api/reports', { requestId: request.id, templateId }, 201);
  const value = 12_000_000 + n * 250_000;
  const fields = {
    ...report.content.fields,
    'client.instructingParty': 'Equity Bank Kenya Ltd',
    'property.registeredOwner': 'Omar Said',
    'tenure.type': 'Freehold',
    'values.marketValue': value,
    'values.marketValueWords': amountInWords(value),
    'values.forcedSaleValue': value * 0.75,
    'values.forcedSaleValueWords': amountInWords(value * 0.75),
    'values.insuranceValue': 9_000_000,
    'values.insuranceValueWords': amountInWords(9_000_000),
  };
  const recent = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const comparables = [0, 1, 2].map((i) => ({
    id: `bench-sale-${i}`,
    address: `${i + 3}-bedroom house, Ngong Rd sale ${i + 1}`,
    date: recent,
    price: 11_500_000 + i * 750_000,
    sizeSqm: 220,
    adjustmentPercent: 0,
    notes: '',
  }));
  const saved = await call<{ version: number }>(agent, 'PUT', `/api/reports/${report.id}`, {
    version: report.version,
    content: { ...report.content, fields, comparables },
  });
  const submitted = await call<ReportDetail>(agent, 'POST', `/api/reports/${report.id}/submit`, {
    version: saved.version,
  });
  await call(admin, 'POST', `/api/reports/${report.id}/approve`, { n: submitted.submissions.at(-1)?.n ?? 1 });
  return { requestId: request.id, reportId: report.id };
}

/** The invoice the approval issued, once eTIMS has answered for it (signed, or refused: the PDF says which). */
function signedInvoice(client: Session, requestId: string): Promise<Invoice> {
  return until(
    `the invoice of ${requestId}`,
    async () => {
      // 404 until the approval's reaction has issued it.
      const response = await fetch(`${client.base}/api/requests/${requestId}/invoice`, { headers: client.headers });
      if (response.status !== 200) {
        await response.arrayBuffer();
        return null;
      }
      const invoice = (await response.json()) as Invoice;
      return invoice.etims?.state === 'pending' ? null : invoice;
    },
    250,
  );
}

/** One download of the invoice PDF as its client: ms and bytes. */
async function downloadPdf(client: Session, invoiceId: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const response = await fetch(`${client.base}/api/invoices/${invoiceId}/pdf`, { headers: client.headers });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - t0;
  if (response.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') {
    throw new Error(`invoice PDF: ${response.status} ${body.subarray(0, 200).toString()}`);
  }
  return { ms, bytes: body.length };
}

/** Push → the payer approves on the simulated phone → paid: the whole, and the push alone, in ms. */
async function payByMpesa(
  client: Session,
  simulator: Session,
  invoice: Invoice,
  n: number,
): Promise<{ ms: number; pushMs: number }> {
  const phone = `0722${String(100_000 + n).padStart(6, '0')}`;
  const t0 = performance.now();
  const payment = await call<Payment>(client, 'POST', `/api/invoices/${invoice.id}/mpesa`, { phone }, 202);
  const pushMs = performance.now() - t0;
  const checkout = await until(
    'the prompt on the phone',
    async () =>
      (await call<{ pending: string | null }>(simulator, 'GET', `${SIM}/phone/state?number=${phone}`)).pending,
    5,
  );
  await call(simulator, 'POST', `${SIM}/__simulator/prompts/${encodeURIComponent(checkout)}/act`, {
    action: 'approve',
    pin: '1234',
    callback: 'now',
  });
  const settled = await until(
    'the payment settled',
    async () => {
      const p = await call<Payment>(client, 'GET', `/api/payments/${payment.id}`);
      return p.status === 'pending' ? null : p;
    },
    5,
    30_000,
  );
  const ms = performance.now() - t0;
  if (settled.status !== 'paid' || !settled.reference) {
    throw new Error(`M-Pesa payment ${payment.id}: ${settled.status} (${settled.message ?? ''})`);
  }
  return { ms, pushMs };
}

export async function runPaymentsBench(
  log: (line: string) => void,
  port = PORT,
  script = SERVER_MAIN,
): Promise<PaymentsBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-bench-payments-'));
  let server: Server | null = null;
  try {
    server = await startProcess(demoAppProcess(script, port, dataDir));
    const base = server.url;
    const [client, agent, admin] = [
      await demoSession(base, 'client@thamani.test'),
      await demoSession(base, 'agent@thamani.test'),
      await demoSession(base, 'admin@thamani.test'),
    ];
    // The simulator's test API, reached as the payer's phone would be: no session.
    const simulator: Session = { base, headers: { origin: base } };

    log(`  seeding through the API: ${INVOICES} requests approved, their invoices issued and signed by eTIMS`);
    const approved: Array<{ requestId: string; reportId: string }> = [];
    for (let n = 0; n < INVOICES; n += 1) {
      approved.push(await approvedRequest(client, agent, admin, n));
    }
    const invoices: Invoice[] = [];
    for (const { requestId } of approved) {
      invoices.push(await signedInvoice(client, requestId));
    }
    // The approvals' report PDFs render in the background: measured only once they are all done.
    for (const { reportId } of approved) {
      await until(
        `the PDF of report ${reportId}`,
        async () => {
          const state = (await call<ReportDetail>(admin, 'GET', `/api/reports/${reportId}`)).delivery?.state;
          if (state === 'failed') {
            throw new Error(`report ${reportId}: the PDF failed`);
          }
          return state === 'ready' ? true : null;
        },
        500,
      );
    }
    await sleep(2_000);
    const load = os.loadavg()[0] ?? 0;
    const [first] = invoices;
    if (!first) {
      throw new Error('payments bench: no invoice');
    }
    log(`  ${first.number}: ${first.etims?.state ?? 'no eTIMS'} by eTIMS, KSh ${first.total.toLocaleString('en')}`);

    const rssBefore = rssMb(server.child.pid);
    const cold = await downloadPdf(client, first.id);
    const pdfTimes: number[] = [];
    let bytes = cold.bytes;
    for (let i = 0; i < PDF_RUNS; i += 1) {
      const run = await downloadPdf(client, first.id);
      pdfTimes.push(run.ms);
      bytes = run.bytes;
    }

    const rssAfter = rssMb(server.child.pid);

    const mpesa: Array<{ ms: number; pushMs: number }> = [];
    for (const [n, invoice] of invoices.entries()) {
      mpesa.push(await payByMpesa(client, simulator, invoice, n));
    }

    const result: PaymentsBench = {
      invoices: invoices.length,
      pdf_first_ms: Math.round(cold.ms),
      pdf_runs: PDF_RUNS,
      pdf_median_ms: percentile(pdfTimes, 50),
      pdf_p95_ms: percentile(pdfTimes, 95),
      pdf_kb: Math.round(bytes / 1024),
      rss_before_pdf_mb: rssBefore,
      rss_after_pdf_mb: rssAfter,
      mpesa_runs: mpesa.length,
      mpesa_push_median_ms: percentile(
        mpesa.map((m) => m.pushMs),
        50,
      ),
      mpesa_median_ms: percentile(
        mpesa.map((m) => m.ms),
        50,
      ),
      mpesa_p95_ms: percentile(
        mpesa.map((m) => m.ms),
        95,
      ),
      load_1m: Math.round(load * 10) / 10,
    };
    log(
      `  invoice PDF: first ${result.pdf_first_ms} ms, then median ${result.pdf_median_ms} ms, p95 ${result.pdf_p95_ms} ms over ${result.pdf_runs} (${result.pdf_kb} KB; the server's RSS ${result.rss_before_pdf_mb} → ${result.rss_after_pdf_mb} MB); ` +
        `M-Pesa push → paid: median ${result.mpesa_median_ms} ms, p95 ${result.mpesa_p95_ms} ms over ${result.mpesa_runs} (the push alone ${result.mpesa_push_median_ms} ms; load ${result.load_1m})`,
    );
    return result;
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
