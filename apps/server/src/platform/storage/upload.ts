import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '@thamani/domain/app-error';
import { IMAGE_TYPES, UPLOAD_MESSAGES, type AcceptedType, type UploadKind } from '@thamani/domain/documents';
import { loadSharp, sniffFileType } from '../lazy-modules.ts';
import { countPdfPages } from '../pdf/pdf-pages.ts';
import { readExifFacts, type ExifFacts } from './exif-gps.ts';
import type { FileStorage } from './file-storage.ts';

/** A file as stored: what the documents row records. */
export interface StoredUpload extends ExifFacts {
  /** Key (SHA-256) of the served bytes. */
  key: string;
  /** Size of the served bytes. */
  size: number;
  /** SHA-256 of the bytes as uploaded. */
  sha256: string;
  contentType: AcceptedType;
  /** Pixel size of a served image (null for other files). */
  width: number | null;
  height: number | null;
  /** Pages of a PDF (1 for an image). */
  pageCount: number;
}

/** The documents-row columns that describe a stored file, whoever it belongs to. */
export function storedFileColumns(stored: StoredUpload) {
  return {
    contentType: stored.contentType,
    size: stored.size,
    sha256: stored.sha256,
    storageKey: stored.key,
    latitude: stored.location?.latitude ?? null,
    longitude: stored.location?.longitude ?? null,
    capturedAt: stored.capturedAt,
    width: stored.width,
    height: stored.height,
    pageCount: stored.pageCount,
  };
}

/** file-type reads at most this much to recognise a format. */
const SNIFF_BYTES = 4100;

/**
 * Pass the bytes on, failing with 413 as soon as there are more than the kind allows. A body that
 * breaks off (client gone, multipart cut short) is the sender's problem: 400, not a server error.
 */
async function* limited(source: AsyncIterable<Buffer>, kind: UploadKind): AsyncGenerator<Buffer> {
  let total = 0;
  const chunks = source[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch {
      throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.interrupted);
    }
    if (next.done) {
      return;
    }
    total += next.value.length;
    if (total > kind.maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(kind));
    }
    yield next.value;
  }
}

/** The first bytes (for sniffing) and an iterable of the whole content, head included. */
async function splitHead(source: AsyncGenerator<Buffer>): Promise<{ head: Buffer; all: () => AsyncGenerator<Buffer> }> {
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    if (!done) {
      yield* source;
    }
  }
  return { head, all };
}

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Re-encode an image in its own format: pixels rotated upright per EXIF orientation, every
 * metadata block (EXIF, GPS, XMP, comments) dropped from what will be served.
 */
async function reencode(original: Buffer, type: AcceptedType): Promise<{ served: Buffer; facts: ExifFacts; width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(original).metadata();
    const image = sharp(original).rotate();
    // libjpeg-turbo, not mozjpeg: ~13 % larger files, but about ten times faster to encode, which
    // decides how fast a valuer's queued photos sync on two cores (see docs/bench.md).
    const encoded = type === 'image/png' ? image.png() : type === 'image/webp' ? image.webp() : image.jpeg({ quality: 88 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { served: data, facts: readExifFacts(meta.exif), width: info.width, height: info.height };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unreadableImage);
  }
}

/**
 * Check and store one uploaded file of `kind`: its type is sniffed from its first bytes (a name
 * or declared type proves nothing), its size is counted as it streams (413 past the limit),
 * images are re-encoded without their metadata (GPS and capture time kept as data). Other types
 * stream straight to storage. On any failure nothing stays stored.
 */
export async function storeUpload(storage: FileStorage, file: Readable, kind: UploadKind): Promise<StoredUpload> {
  try {
    const { head, all } = await splitHead(limited(file, kind));
    const sniffed = head.length === 0 ? undefined : await sniffFileType(head);
    const type = kind.types.find((t) => t === sniffed?.mime);
    if (!type) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.wrongType(kind));
    }
    if (type === 'application/pdf') {
      // Read whole (at most the kind's limit) so the pages are counted — and a PDF nobody could
      // open is refused — before anything is stored.
      const bytes = await collect(all());
      const pageCount = await countPdfPages(bytes);
      if (pageCount === null) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.unreadablePdf);
      }
      const stored = await storage.put(Readable.from([bytes]));
      return { ...stored, sha256: stored.key, contentType: type, location: null, capturedAt: null, width: null, height: null, pageCount };
    }
    if (!IMAGE_TYPES.includes(type)) {
      const stored = await storage.put(Readable.from(all()));
      return { ...stored, sha256: stored.key, contentType: type, location: null, capturedAt: null, width: null, height: null, pageCount: 1 };
    }
    const original = await collect(all());
    const { served, facts, width, height } = await reencode(original, type);
    const stored = await storage.put(Readable.from([served]));
    return { ...stored, sha256: createHash('sha256').update(original).digest('hex'), contentType: type, ...facts, width, height, pageCount: 1 };
  } finally {
    // Whatever we did not read (a refused or failed upload) is discarded, not left half-parsed.
    if (!file.readableEnded) {
      file.resume();
    }
  }
}
