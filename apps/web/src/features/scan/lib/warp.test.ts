// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Point, Quad } from './geometry';
import { outputSize } from './geometry';
import { createRaster } from './raster';
import { photoOfPage } from './test-images';
import { applyTransform, perspectiveTransform, toBlackAndWhite, warpPerspective } from './warp';

const sheet: Quad = [
  { x: 130, y: 40 },
  { x: 330, y: 60 },
  { x: 350, y: 320 },
  { x: 110, y: 300 },
];

describe('perspectiveTransform', () => {
  it('maps each corner of the rectangle onto the photo’s corner', () => {
    const rect: Point[] = [
      { x: 0, y: 0 },
      { x: 200, y: 0 },
      { x: 200, y: 280 },
      { x: 0, y: 280 },
    ];
    const t = perspectiveTransform(rect, sheet);
    rect.forEach((corner, i) => {
      const mapped = applyTransform(t, corner);
      expect(mapped.x).toBeCloseTo(sheet[i]!.x, 6);
      expect(mapped.y).toBeCloseTo(sheet[i]!.y, 6);
    });
  });

  it('refuses three corners in a line', () => {
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 2, y: 0 },
      { x: 3, y: 0 },
    ];
    expect(() => perspectiveTransform(line, sheet)).toThrow(/do not make a page/);
  });
});

describe('warpPerspective', () => {
  it('straightens the sheet: the output is all paper, no background', () => {
    const photo = photoOfPage(480, 360, sheet, { stripes: false });
    const { width, height } = outputSize(sheet);
    const page = warpPerspective(photo, sheet, width, height);
    expect(page.width).toBe(width);
    expect(page.height).toBe(height);
    expect(height).toBeGreaterThan(width);
    let dark = 0;
    for (let i = 0; i < page.data.length; i += 4) {
      if (page.data[i]! < 128) {
        dark += 1;
      }
    }
    // Only a few pixels along the border may take some of the background.
    expect(dark / (width * height)).toBeLessThan(0.01);
  });
});

describe('toBlackAndWhite', () => {
  it('turns ink black and paper white, even under a shadow', () => {
    const image = createRaster(100, 60);
    for (let y = 0; y < 60; y += 1) {
      for (let x = 0; x < 100; x += 1) {
        const paper = x < 50 ? 230 : 150; // the right half is in shadow
        const value = y >= 28 && y < 32 ? paper - 100 : paper;
        image.data.set([value, value, value, 255], (y * 100 + x) * 4);
      }
    }
    const bw = toBlackAndWhite(image);
    const at = (x: number, y: number) => bw.data[(y * 100 + x) * 4];
    expect(at(20, 10)).toBe(255);
    expect(at(80, 10)).toBe(255);
    expect(at(20, 30)).toBe(0);
    expect(at(80, 30)).toBe(0);
  });
});
