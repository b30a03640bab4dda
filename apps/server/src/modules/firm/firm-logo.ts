import { AppError } from '@thamani/domain/app-error';
import { FIRM_LOGO_MAX_PX, FIRM_MESSAGES as M } from '@thamani/domain/firm';
import { loadSharp, sniffFileType } from '#platform/lazy-modules.ts';

export type LogoType = 'image/png' | 'image/svg+xml';

/** A logo as stored: its bytes and type, both decided by the content, never by the file's name. */
export interface CheckedLogo {
  bytes: Buffer;
  contentType: LogoType;
}

/**
 * What an SVG logo may not carry. It is shown in browsers and mail clients and rasterised for
 * the PDF, so nothing in it may run (scripts, event handlers, javascript: links), embed a page
 * (foreignObject, iframe, embed, object) or reach for another file (any href or url() that is not
 * a fragment of the logo itself, @import, entity declarations).
 */
const UNSAFE_SVG: readonly RegExp[] = [
  /<\s*script/i,
  /<\s*foreignobject/i,
  /<\s*(iframe|embed|object|audio|video|image)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<!entity/i,
  /@import/i,
  /\bhref\s*=\s*["']?\s*(?!#)/i,
  /url\(\s*["']?\s*(?!#)/i,
];

/** The SVG's text when the bytes are one (an <svg> root after an optional prolog), else null. */
function svgText(bytes: Buffer): string | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const body = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(body) ? text : null;
}

async function checkPng(bytes: Buffer): Promise<CheckedLogo> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes).metadata();
    if ((meta.width ?? 0) > FIRM_LOGO_MAX_PX || (meta.height ?? 0) > FIRM_LOGO_MAX_PX) {
      throw new AppError('VALIDATION', M.logoTooManyPixels, { file: M.logoTooManyPixels });
    }
    // Re-encoded: what is stored and served is pixels only, without any text chunks it came with.
    return { bytes: await sharp(bytes).png().toBuffer(), contentType: 'image/png' };
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    throw new AppError('VALIDATION', M.logoUnreadable, { file: M.logoUnreadable });
  }
}

async function checkSvg(bytes: Buffer, text: string): Promise<CheckedLogo> {
  if (UNSAFE_SVG.some((pattern) => pattern.test(text))) {
    throw new AppError('VALIDATION', M.logoUnsafe, { file: M.logoUnsafe });
  }
  try {
    await rasteriseLogo({ bytes, contentType: 'image/svg+xml' }, 64);
  } catch {
    throw new AppError('VALIDATION', M.logoUnreadable, { file: M.logoUnreadable });
  }
  return { bytes, contentType: 'image/svg+xml' };
}

/** A PNG or a safe SVG, recognised by its bytes; anything else is refused in words. */
export async function checkLogo(bytes: Buffer): Promise<CheckedLogo> {
  if (bytes.length === 0) {
    throw new AppError('VALIDATION', M.logoUnreadable, { file: M.logoUnreadable });
  }
  const sniffed = await sniffFileType(bytes);
  if (sniffed?.mime === 'image/png') {
    return checkPng(bytes);
  }
  // file-type names an SVG with an XML prolog application/xml (or image/svg+xml); the text decides.
  const text = !sniffed || sniffed.mime === 'application/xml' || sniffed.mime === 'image/svg+xml' ? svgText(bytes) : null;
  if (text === null) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.logoType, { file: M.logoType });
  }
  return checkSvg(bytes, text);
}

/** The logo as a PNG at most `heightPx` tall (an SVG rasterised by sharp; a PNG scaled down). */
export async function rasteriseLogo(logo: CheckedLogo, heightPx: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const input = logo.contentType === 'image/svg+xml' ? sharp(logo.bytes, { density: 300, limitInputPixels: FIRM_LOGO_MAX_PX * FIRM_LOGO_MAX_PX * 4 }) : sharp(logo.bytes);
  return input.resize({ height: heightPx, fit: 'inside', withoutEnlargement: logo.contentType === 'image/png' }).png().toBuffer();
}
