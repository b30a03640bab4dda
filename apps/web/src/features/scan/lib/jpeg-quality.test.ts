// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fitToLimit, JPEG_QUALITIES, SCAN_MAX_BYTES } from './jpeg-quality';

/** A fake PDF build whose size grows with the quality. */
const buildOf = (bytesPerQuality: number, tried: number[]) => (quality: number) => {
  tried.push(quality);
  return Promise.resolve(new Uint8Array(Math.round(quality * bytesPerQuality)));
};

describe('fitToLimit', () => {
  it('keeps the first quality when it fits', async () => {
    const tried: number[] = [];
    const result = await fitToLimit(buildOf(1000, tried), 900);
    expect(result).toMatchObject({ quality: 0.8 });
    expect(tried).toEqual([0.8]);
  });

  it('steps the quality down until the PDF fits', async () => {
    const tried: number[] = [];
    const result = await fitToLimit(buildOf(1000, tried), 650);
    expect(result).toMatchObject({ quality: 0.6 });
    expect(result.bytes?.byteLength).toBe(600);
    expect(tried).toEqual([0.8, 0.7, 0.6]);
  });

  it('says how large the smallest try was when nothing fits', async () => {
    const tried: number[] = [];
    const result = await fitToLimit(buildOf(1000, tried), 100);
    expect(result).toEqual({ bytes: null, smallest: 400 });
    expect(tried).toEqual([...JPEG_QUALITIES]);
  });

  it('uses the request-document limit (20 MB)', () => {
    expect(SCAN_MAX_BYTES).toBe(20 * 1024 * 1024);
  });
});
