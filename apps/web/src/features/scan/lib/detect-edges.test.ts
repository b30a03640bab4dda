// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convexHull, detectDocument, largestQuad } from './detect-edges';
import { distance, type Quad } from './geometry';
import { createRaster } from './raster';
import { photoOfPage } from './test-images';

const sheet: Quad = [
  { x: 130, y: 40 },
  { x: 330, y: 60 },
  { x: 350, y: 320 },
  { x: 110, y: 300 },
];

describe('detectDocument', () => {
  it('finds the four corners of a skewed sheet with text on it', () => {
    const quad = detectDocument(photoOfPage(480, 360, sheet));
    expect(quad).not.toBeNull();
    quad?.forEach((corner, i) => {
      expect(distance(corner, sheet[i]!)).toBeLessThan(2);
    });
  });

  it('finds nothing on an even photo (the screen then offers the whole photo)', () => {
    const flat = createRaster(200, 150);
    flat.data.fill(128);
    expect(detectDocument(flat)).toBeNull();
  });

  it('finds nothing when the only bright thing is a small spot', () => {
    const spot: Quad = [
      { x: 10, y: 10 },
      { x: 30, y: 10 },
      { x: 30, y: 30 },
      { x: 10, y: 30 },
    ];
    expect(detectDocument(photoOfPage(200, 150, spot, { stripes: false }))).toBeNull();
  });
});

describe('hull and quad', () => {
  it('keeps the outline of a square and drops inner points', () => {
    const hull = convexHull([
      { x: 0, y: 0 },
      { x: 5, y: 5 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 5, y: 0 },
      { x: 0, y: 10 },
    ]);
    expect(hull).toHaveLength(4);
    expect(largestQuad(hull)).toHaveLength(4);
  });
});
