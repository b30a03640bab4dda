import type Sharp from 'sharp';

/*
 * Libraries only uploads and reports need load on first use, not at start-up: each adds
 * megabytes to the idle process (docs/bench.md, footprint).
 */

let sharp: Promise<typeof Sharp> | null = null;

/** sharp (libvips). */
export function loadSharp(): Promise<typeof Sharp> {
  sharp ??= import('sharp').then((m) => m.default);
  return sharp;
}

/** file-type's sniffer: the type a file's first bytes say it is. */
export async function sniffFileType(bytes: Uint8Array) {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}
