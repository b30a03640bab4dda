import os from 'node:os';
import sharp from 'sharp';
import { printablePhoto, printableSignature } from '../apps/server/src/modules/reports/pdf/printable-image.ts';
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf/render-report-pdf.tsx';
import { sampleReportContent, sampleReportInput } from '../apps/server/src/modules/reports/pdf/report-pdf.fixture.ts';

/**
 * The report PDF part of `npm run bench` (docs/bench.md): what the render job does between
 * reading the stored bytes and storing the PDF — the photos made printable (12 camera-sized
 * JPEGs, 1600×1200) and a 20-page report laid out and written — timed end to end, several runs.
 * In-process, no database: the job's reads and writes are measured by the API parts.
 */
export interface ReportPdfRow {
  pages: number;
  photos: number;
  runs: number;
  median_s: number;
  p95_s: number;
  pdf_kb: number;
  /** The machine's 1-minute load average when the runs started (2 cores: above 2 means others wait). */
  load_1m: number;
}

const PHOTOS = 12;
/** Narrative paragraphs that, with the tables and photos, make the sample report 20 pages. */
const NARRATIVE_PARAGRAPHS = 150;
const COMPARABLES = 24;

/** Pages of a PDF as written by react-pdf (each page object says `/Type /Page`). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

/** A camera-like photo: noise compresses as badly as foliage and brickwork do (~1 MB as JPEG). */
function cameraPhoto(i: number): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90 + i * 10, g: 120, b: 80 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function runReportPdfBench(log: (line: string) => void, runs = 10): Promise<ReportPdfRow> {
  const content = sampleReportContent({ narrativeParagraphs: NARRATIVE_PARAGRAPHS, comparables: COMPARABLES, photos: PHOTOS });
  const originals = await Promise.all(content.photos.map((_, i) => cameraPhoto(i)));
  const signature = await sharp({ create: { width: 600, height: 180, channels: 4, background: { r: 10, g: 20, b: 90, alpha: 1 } } }).png().toBuffer();
  const renderOnce = async () => {
    const printable = await Promise.all(originals.map((bytes) => printablePhoto(bytes)));
    const photos = new Map(content.photos.map((p, i) => [p.documentId, printable[i] ?? { bytes: Buffer.alloc(0), width: 1, height: 1 }]));
    return renderReportPdf(sampleReportInput(content, photos, await printableSignature(signature)));
  };

  // One unmeasured run: module and font loading happen once per process, not per report.
  const first = await renderOnce();
  const pages = pageCount(first);
  log(`report PDF: ${pages} pages, ${PHOTOS} photos, ${Math.round(first.length / 1024)} KB; ${runs} measured runs`);
  const load = os.loadavg()[0] ?? 0;
  const seconds: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await renderOnce();
    seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
  }
  seconds.sort((a, b) => a - b);
  const round = (s: number) => Math.round(s * 100) / 100;
  return {
    pages,
    photos: PHOTOS,
    runs,
    median_s: round(percentile(seconds, 50)),
    p95_s: round(percentile(seconds, 95)),
    pdf_kb: Math.round(first.length / 1024),
    load_1m: Math.round(load * 100) / 100,
  };
}
