import type { Point, Quad } from './geometry';
import { boxMean, createRaster, type Raster, toGrey } from './raster';

/** The 3 × 3 projective map (row-major, last entry 1) taking each `from` point to its `to` point. */
export function perspectiveTransform(from: readonly Point[], to: readonly Point[]): number[] {
  // x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1): eight unknowns.
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  return [...solve(rows), 1];
}

/** Gaussian elimination with partial pivoting on an augmented n × (n + 1) matrix. */
function solve(m: number[][]): number[] {
  const n = m.length;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) {
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) {
        pivot = r;
      }
    }
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) {
      throw new Error('These four corners do not make a page (three of them are in a line).');
    }
    for (let r = 0; r < n; r += 1) {
      if (r !== col) {
        const factor = m[r]![col]! / p;
        for (let c = col; c <= n; c += 1) {
          m[r]![c]! -= factor * m[col]![c]!;
        }
      }
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

export function applyTransform(t: readonly number[], p: Point): Point {
  const w = t[6]! * p.x + t[7]! * p.y + t[8]!;
  return { x: (t[0]! * p.x + t[1]! * p.y + t[2]!) / w, y: (t[3]! * p.x + t[4]! * p.y + t[5]!) / w };
}

/**
 * The page inside `quad` straightened to a width × height rectangle: each output pixel is read
 * (bilinear) from where the inverse map puts it in the photo.
 */
export function warpPerspective(source: Raster, quad: Quad, width: number, height: number): Raster {
  const rect: Point[] = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const t = perspectiveTransform(rect, quad);
  const out = createRaster(width, height);
  const { data: src, width: sw, height: sh } = source;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x + 0.5;
      const v = y + 0.5;
      const w = t[6]! * u + t[7]! * v + 1;
      const sx = Math.min(Math.max((t[0]! * u + t[1]! * v + t[2]!) / w - 0.5, 0), sw - 1);
      const sy = Math.min(Math.max((t[3]! * u + t[4]! * v + t[5]!) / w - 0.5, 0), sh - 1);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, sw - 1);
      const y1 = Math.min(y0 + 1, sh - 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c += 1) {
        const top = src[(y0 * sw + x0) * 4 + c]! * (1 - fx) + src[(y0 * sw + x1) * 4 + c]! * fx;
        const bottom = src[(y1 * sw + x0) * 4 + c]! * (1 - fx) + src[(y1 * sw + x1) * 4 + c]! * fx;
        out.data[o + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return out;
}

/**
 * A clean black-and-white copy (adaptive mean threshold): a pixel is black when it is darker than
 * its neighbourhood's mean by more than `offset`, so shadows and uneven light do not turn to ink.
 */
export function toBlackAndWhite(image: Raster, offset = 12): Raster {
  const { width, height } = image;
  const grey = toGrey(image);
  const radius = Math.max(7, Math.round(Math.min(width, height) / 40));
  const mean = boxMean(grey, width, height, radius);
  const out = createRaster(width, height);
  for (let i = 0; i < grey.length; i += 1) {
    const value = grey[i]! < mean[i]! - offset ? 0 : 255;
    const o = i * 4;
    out.data[o] = value;
    out.data[o + 1] = value;
    out.data[o + 2] = value;
    out.data[o + 3] = 255;
  }
  return out;
}
