import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@thamani/domain/app-error';
import { FIRM_MESSAGES as M } from '@thamani/domain/firm';
import { checkLogo, rasteriseLogo } from './firm-logo.ts';

const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#0a5"/></linearGradient></defs><rect width="120" height="40" fill="url(#g)"/><text x="4" y="28">MP</text></svg>';
const svg = (inner: string, attrs = '') => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"${attrs}>${inner}</svg>`);

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await checkLogo(bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the firm logo is checked by its bytes', () => {
  it('takes a PNG (re-encoded) and a plain SVG (as uploaded), whatever they are called', async () => {
    const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#0a5a3a' } }).png().toBuffer();
    expect(await checkLogo(png)).toMatchObject({ contentType: 'image/png' });
    const plain = await checkLogo(Buffer.from(SVG));
    expect(plain).toEqual({ contentType: 'image/svg+xml', bytes: Buffer.from(SVG) });
    const raster = await sharp(await rasteriseLogo(plain, 120)).metadata();
    expect(raster).toMatchObject({ format: 'png', height: 120 });
    expect(raster.width).toBeGreaterThanOrEqual(359);
  });

  it('refuses other files, named as they like', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    expect((await refusal(jpeg)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await refusal(Buffer.from('%PDF-1.7 not a logo'))).message).toBe(M.logoType);
    expect((await refusal(Buffer.from('<html><svg></svg></html>'))).message).toBe(M.logoType);
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect width="5" height="5"/>', ' onload="alert(1)"')],
    ['embedded HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')],
    ['a link to another file', svg('<use href="https://evil.example/x.svg#a"/>')],
    ['an xlink to a local file', svg('<image xlink:href="file:///etc/passwd" width="5" height="5"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>')],
    ['an external stylesheet', svg('<style>@import url(https://evil.example/a.css);</style>')],
    ['a style fetching a file', svg('<rect width="5" height="5" style="fill:url(https://evil.example/p)"/>')],
    ['an entity', Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')],
  ])('refuses an SVG carrying %s', async (_what, bytes) => {
    const error = await refusal(bytes);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe(M.logoUnsafe);
  });
});
