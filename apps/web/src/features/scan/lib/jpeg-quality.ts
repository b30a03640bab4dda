import { UPLOAD_KINDS } from '@thamani/domain/documents';

/** A scan is uploaded as a request document: the same limit applies (20 MB). */
export const SCAN_MAX_BYTES = UPLOAD_KINDS.requestDocument.maxBytes;

/** JPEG qualities tried in turn until the PDF fits; the first is what a short scan gets. */
export const JPEG_QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4] as const;

export type FitResult = { bytes: Uint8Array; quality: number } | { bytes: null; smallest: number };

/**
 * Builds the PDF at each quality in turn and keeps the first that fits `maxBytes`; when even the
 * lowest does not, says how large the smallest attempt was (the person is told to split the scan).
 */
export async function fitToLimit(
  build: (quality: number) => Promise<Uint8Array>,
  maxBytes = SCAN_MAX_BYTES,
  qualities: readonly number[] = JPEG_QUALITIES,
): Promise<FitResult> {
  let smallest = Number.POSITIVE_INFINITY;
  for (const quality of qualities) {
    const bytes = await build(quality);
    if (bytes.byteLength <= maxBytes) {
      return { bytes, quality };
    }
    smallest = Math.min(smallest, bytes.byteLength);
  }
  return { bytes: null, smallest };
}
