import { move, transferableSymbol, valueSymbol } from 'piscina';
import { ownBuffer } from '#platform/workers/worker-pool.ts';
import type { PdfImage, ReportPdfInput } from './report-pdf-input.ts';
import type * as RenderReportPdf from './render-report-pdf.tsx';

/** A Buffer again: structured cloning hands a Buffer over as a plain Uint8Array, and react-pdf (and imageSource) read images with Buffer methods. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function revivedImage(image: PdfImage | null): PdfImage | null {
  return image && { ...image, bytes: asBuffer(image.bytes) };
}

/** The input as the main thread built it: every image's bytes a Buffer (the Maps survive cloning). */
export function revivedReportPdfInput(input: ReportPdfInput): ReportPdfInput {
  return {
    ...input,
    author: { ...input.author, signature: revivedImage(input.author.signature) },
    firm: { ...input.firm, logo: revivedImage(input.firm.logo) },
    photos: new Map([...input.photos].map(([id, image]) => [id, { ...image, bytes: asBuffer(image.bytes) }])),
  };
}

type Renderer = typeof RenderReportPdf;
let renderer: Promise<Renderer> | null = null;

/**
 * The renderer, loaded on the thread's first report and kept. From source (vitest, tsx) it goes
 * through tsx's own import: in a worker thread under Node 20, tsx's hooks do not reach a module
 * graph holding @react-pdf/renderer (its layout engine awaits at the top level), whether imported
 * statically or not. The build imports its chunk as usual.
 */
function loadRenderer(): Promise<Renderer> {
  renderer ??= import.meta.url.endsWith('.ts')
    ? import('tsx/esm/api').then(({ tsImport }) => tsImport('./render-report-pdf.tsx', import.meta.url) as Promise<Renderer>)
    : import('./render-report-pdf.tsx');
  return renderer;
}

/**
 * Runs in a thread of the report PDF pool (report-pdf-pool.ts): lays out and writes one approved
 * report's PDF and moves its bytes back to the main thread. The fonts are registered and parsed
 * on the thread's first report and kept for the next (loadReportFonts).
 */
export default async function renderReportTask(input: ReportPdfInput): Promise<unknown> {
  const { renderReportPdf } = await loadRenderer();
  const pdf = await renderReportPdf(revivedReportPdfInput(input));
  // A buffer of its own: a Buffer may be a slice of a larger one, which cannot be moved whole.
  const bytes = ownBuffer(pdf);
  return move({
    get [transferableSymbol]() {
      return bytes.buffer;
    },
    get [valueSymbol]() {
      return bytes;
    },
  });
}
