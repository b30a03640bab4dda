import type { Point, Quad } from './geometry';
import { createRaster, type Raster } from './raster';

/** Is p inside the convex polygon (clockwise on screen)? */
function inside(p: Point, poly: readonly Point[]): boolean {
  return poly.every((a, i) => {
    const b = poly[(i + 1) % poly.length]!;
    return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0;
  });
}

/** A dark background with a light quadrilateral "sheet" on it, and dark stripes across the sheet (lines of text). */
export function photoOfPage(width: number, height: number, sheet: Quad, { stripes = true } = {}): Raster {
  const image = createRaster(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const center = { x: x + 0.5, y: y + 0.5 };
      const onSheet = inside(center, sheet);
      const ink = onSheet && stripes && y % 20 < 3 && x % 50 < 40;
      const value = !onSheet ? 40 + ((x * 7 + y * 3) % 25) : ink ? 20 : 235;
      const o = (y * width + x) * 4;
      image.data[o] = value;
      image.data[o + 1] = value;
      image.data[o + 2] = onSheet ? value : value + 10;
      image.data[o + 3] = 255;
    }
  }
  return image;
}
