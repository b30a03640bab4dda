import { loadSharp } from '#platform/lazy-modules.ts';
import type { PdfImage } from './report-pdf-input.ts';

/** Photos are printed at most this many pixels on their longer side (half an A4 page wide at ~300 dpi). */
const PHOTO_MAX_PX = 1200;

/**
 * An inspection photo as printed: JPEG whatever it was stored as (a PDF embeds JPEG bytes as
 * they are, which keeps the file small and the render fast), upright, no larger than the page
 * can show.
 */
export async function printablePhoto(bytes: Buffer): Promise<PdfImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: PHOTO_MAX_PX, height: PHOTO_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The valuer's signature as printed: JPEG on white (the page is white), because pdfkit decodes
 * PNGs asynchronously and the order it then writes them in varies — the same report would not
 * always give the same bytes.
 */
export async function printableSignature(bytes: Buffer): Promise<PdfImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * The firm's logo as printed on the cover: an SVG rasterised to PNG by sharp (see
 * firm/firm-logo.ts), then JPEG on white like the signature, so the same logo always gives the
 * same bytes.
 */
export async function printableLogo(png: Buffer): Promise<PdfImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
