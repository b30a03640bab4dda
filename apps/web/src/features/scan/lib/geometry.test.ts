// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampPoint, fullImageQuad, keyboardStep, moveCorner, orderCorners, outputSize, polygonArea, type Quad } from './geometry';

const page: Quad = [
  { x: 100, y: 50 },
  { x: 500, y: 80 },
  { x: 520, y: 650 },
  { x: 90, y: 600 },
];

describe('orderCorners', () => {
  it('puts any order of four corners as top-left, top-right, bottom-right, bottom-left', () => {
    const shuffled = [page[2], page[0], page[3], page[1]];
    expect(orderCorners(shuffled)).toEqual(page);
    expect(orderCorners([...page].reverse())).toEqual(page);
  });

  it('orders a page turned almost 45 degrees', () => {
    const diamond = [
      { x: 300, y: 0 },
      { x: 0, y: 310 },
      { x: 600, y: 290 },
      { x: 300, y: 600 },
    ];
    const [tl, tr, br, bl] = orderCorners(diamond);
    expect(tl).toEqual({ x: 300, y: 0 });
    expect(tr).toEqual({ x: 600, y: 290 });
    expect(br).toEqual({ x: 300, y: 600 });
    expect(bl).toEqual({ x: 0, y: 310 });
  });

  it('refuses anything but four points', () => {
    expect(() => orderCorners(page.slice(0, 3))).toThrow();
  });
});

describe('outputSize', () => {
  it('keeps the longer of each pair of opposite edges', () => {
    const size = outputSize(page, 5000);
    expect(size.width).toBe(Math.round(Math.hypot(430, 50)));
    expect(size.height).toBe(Math.round(Math.hypot(20, 570)));
  });

  it('scales a large page down to the longest side, keeping its proportions', () => {
    const big = fullImageQuad(3000, 4000);
    expect(outputSize(big, 2000)).toEqual({ width: 1500, height: 2000 });
  });
});

describe('corners in the image', () => {
  it('clamps a dragged corner to the image', () => {
    expect(clampPoint({ x: -5, y: 900 }, 640, 480)).toEqual({ x: 0, y: 480 });
    expect(clampPoint({ x: 20, y: 30 }, 640, 480)).toEqual({ x: 20, y: 30 });
  });

  it('moves one corner and leaves the others', () => {
    const moved = moveCorner(page, 1, { x: 900, y: 10 }, 640, 480);
    expect(moved[1]).toEqual({ x: 640, y: 10 });
    expect(moved[0]).toEqual(page[0]);
    expect(page[1]).toEqual({ x: 500, y: 80 });
  });

  it('steps by 0.5% of the longer side, ten times more with Shift', () => {
    expect(keyboardStep(1600, 1200, false)).toBe(8);
    expect(keyboardStep(1600, 1200, true)).toBe(80);
    expect(keyboardStep(50, 40, false)).toBe(1);
  });

  it('measures a polygon whatever its winding', () => {
    expect(polygonArea(fullImageQuad(10, 20))).toBe(200);
    expect(polygonArea([...fullImageQuad(10, 20)].reverse())).toBe(200);
  });
});
