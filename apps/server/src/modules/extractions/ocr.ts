import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { FinderWord } from '@thamani/domain/extractions';

const require = createRequire(import.meta.url);

/**
 * tesseract.js reads the English model from the npm package, never from the network: a failed
 * language download crashes the process (try/catch does not catch it; STACK-NOTES). langPath is
 * a local folder (tesseract.js then reads the file instead of fetching), gzip matches the file
 * shipped, and cacheMethod 'none' keeps it from writing a cache beside the app.
 */
export const OCR_OPTIONS = {
  langPath: path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int'),
  gzip: true,
  cacheMethod: 'none',
} as const;

export interface OcrPage {
  words: FinderWord[];
  /** Mean word confidence, 0–1. */
  confidence: number;
}

/**
 * One tesseract worker per process (a worker thread; loading the model takes ~1 s), made on first
 * use and ended by `closeOcr` (the app's onClose). Pages are read one at a time through it.
 */
let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  // tesseract.js itself loads here too, with the first page to read, not at start-up.
  worker ??= import('tesseract.js')
    .then(({ createWorker }) => createWorker('eng', 1, { ...OCR_OPTIONS, logger: () => undefined, errorHandler: () => undefined }))
    .catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/** Words of an image (PNG/JPEG bytes) with boxes in its pixels and confidence 0–1. */
export function recognise(image: Buffer): Promise<OcrPage> {
  const run = queue.then(async () => {
    const w = await getWorker();
    const { data } = await w.recognize(image, { rotateAuto: true }, { blocks: true, text: false });
    const words: FinderWord[] = [];
    let lineNumber = 0;
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          lineNumber += 1;
          for (const word of line.words) {
            const { x0, y0, x1, y1 } = word.bbox;
            words.push({
              text: word.text,
              confidence: Math.max(0, Math.min(1, word.confidence / 100)),
              box: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
              line: lineNumber,
            });
          }
        }
      }
    }
    const confidence = words.length ? words.reduce((sum, w) => sum + (w.confidence ?? 0), 0) / words.length : 0;
    return { words, confidence };
  });
  queue = run.catch(() => undefined);
  return run;
}

export async function closeOcr(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) {
    await (await current.catch(() => null))?.terminate();
  }
}
