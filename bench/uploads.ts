import os from 'node:os';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { noisyJpeg } from './inspections.ts';
import { clientEmail, type SeedCounts } from './seed.ts';
import { signIn } from './users.ts';

/**
 * `npm run bench -- uploads` (docs/bench.md): request documents uploaded through
 * `POST /api/requests/:id/documents` (multipart, 20 MB limit) as the web app sends them: a few
 * clients, each attaching scanned PDFs to their own requests one after the other. The PDFs are
 * what a scanner makes: every page one photo-like JPEG (1600 × 1200, ~1.5 MB, noisy so it does
 * not compress), three pages, ~4.5 MB. MB/s counts the PDF bytes of accepted (201) uploads.
 */
export interface UploadBench {
  clients: number;
  uploads: number;
  pdf_mb: number;
  mb_per_s: number;
  p50_ms: number;
  p99_ms: number;
  failed: number;
  load_1m: number;
}

const MB = 1024 * 1024;
export const UPLOAD_LOAD = {
  clients: Number(process.env.BENCH_UPLOAD_CLIENTS || 4),
  seconds: Number(process.env.BENCH_UPLOAD_SECONDS || 30),
  pages: 3,
  /** Distinct PDFs (stored files are content-addressed: identical bytes would share one object). */
  pdfs: 4,
};

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** A scanner's PDF: each A4 page one noisy photo-like JPEG (1600 × 1200, ~1.5 MB). */
export async function scannedPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) {
    const image = await doc.embedJpg(await noisyJpeg());
    // A4 at 72 dpi, the scan filling the page.
    const page = doc.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

/** One open request (pending or assigned: documents can still be added) of each client, from the middle of the seed's ordinary clients. */
async function ownRequests(databaseUrl: string, emails: string[]): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ email: string; id: string }>(
      `select distinct on (p.email) p.email, r.id from valuation_requests r join profiles p on p.id = r.requester_id
        where p.email = any($1) and r.status in ('pending', 'assigned') order by p.email, r.id`,
      [emails],
    );
    return new Map(rows.rows.map((r) => [r.email, r.id]));
  } finally {
    await client.end();
  }
}

export async function runUploadBench(
  appUrl: string,
  databaseUrl: string,
  counts: SeedCounts,
  log: (line: string) => void,
): Promise<UploadBench> {
  const { clients, seconds, pages } = UPLOAD_LOAD;
  const t = performance.now();
  const pdfs = await Promise.all(Array.from({ length: UPLOAD_LOAD.pdfs }, () => scannedPdf(pages)));
  const pdfMb = pdfs.reduce((a, p) => a + p.length, 0) / pdfs.length / MB;
  log(
    `  ${pdfs.length} scanned PDFs (${pages} pages, ${pdfMb.toFixed(2)} MB average) made in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const emails = Array.from({ length: clients }, (_, i) => clientEmail(Math.floor(counts.clients / 2) + i));
  const requests = await ownRequests(databaseUrl, emails);
  const people = await Promise.all(emails.map((e) => signIn(appUrl, e)));
  const latencies: number[] = [];
  let bytes = 0;
  let failed = 0;
  let n = 0;
  let firstFailure: string | null = null;
  const upload = async (who: (typeof people)[number]) => {
    const requestId = requests.get(who.email);
    if (!requestId) {
      throw new Error(`no request of ${who.email}`);
    }
    const pdf = pdfs[n++ % pdfs.length]!;
    const form = new FormData();
    form.append('category', 'title_deed');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'title-deed-scan.pdf');
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/requests/${requestId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, cookie: who.cookie, origin: appUrl },
      body: form,
    });
    const text = await response.text();
    if (response.status !== 201 && firstFailure === null) {
      firstFailure = `${response.status} ${text.slice(0, 200)}`;
    }
    return { ok: response.status === 201, ms: performance.now() - started, bytes: pdf.length };
  };
  // One warm-up upload each, then back to back for the measured seconds.
  await Promise.all(people.map(upload));
  const load = os.loadavg()[0] ?? 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  await Promise.all(
    people.map(async (who) => {
      while (performance.now() < deadline) {
        const r = await upload(who);
        if (r.ok) {
          latencies.push(r.ms);
          bytes += r.bytes;
        } else {
          failed += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const result: UploadBench = {
    clients,
    uploads: latencies.length,
    pdf_mb: Math.round(pdfMb * 100) / 100,
    mb_per_s: Math.round((bytes / MB / elapsed) * 100) / 100,
    p50_ms: Math.round(quantile(latencies, 0.5)),
    p99_ms: Math.round(quantile(latencies, 0.99)),
    failed,
    load_1m: Math.round(load * 10) / 10,
  };
  log(
    `  ${result.uploads} uploads in ${elapsed.toFixed(1)} s by ${clients} clients: ${result.mb_per_s} MB/s, p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms, failed ${failed}${firstFailure ? ` (first: ${firstFailure})` : ''}, load ${result.load_1m}`,
  );
  return result;
}
