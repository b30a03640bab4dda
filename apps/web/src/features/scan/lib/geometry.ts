/** A point in image pixels (x to the right, y down). */
export type Point = { x: number; y: number };
/** A page's four corners, always in this order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

export const CORNER_NAMES = ['Top-left corner', 'Top-right corner', 'Bottom-right corner', 'Bottom-left corner'] as const;

/** The longest side of a straightened page, in pixels (about 240 dpi on A4: sharp enough, small enough). */
export const MAX_PAGE_SIDE = 2000;

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/**
 * Any four points as top-left, top-right, bottom-right, bottom-left: clockwise around their
 * centre (y points down, so increasing angle is clockwise on screen), starting from the point
 * nearest the image's top-left (smallest x + y).
 */
export function orderCorners(points: readonly Point[]): Quad {
  if (points.length !== 4) {
    throw new Error('orderCorners needs exactly four points');
  }
  const cx = points.reduce((sum, p) => sum + p.x, 0) / 4;
  const cy = points.reduce((sum, p) => sum + p.y, 0) / 4;
  const clockwise = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  let start = 0;
  clockwise.forEach((p, i) => {
    const best = clockwise[start] as Point;
    if (p.x + p.y < best.x + best.y) {
      start = i;
    }
  });
  const at = (offset: number) => ({ ...(clockwise[(start + offset) % 4] as Point) });
  return [at(0), at(1), at(2), at(3)];
}

/** The whole image as a page (what is offered when no page is found). */
export function fullImageQuad(width: number, height: number): Quad {
  return [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
}

/** A point kept inside the image (a corner dragged off the photo stops at its edge). */
export function clampPoint(p: Point, width: number, height: number): Point {
  return { x: Math.min(Math.max(p.x, 0), width), y: Math.min(Math.max(p.y, 0), height) };
}

/** The quad with one corner moved to `to`, clamped inside the image. */
export function moveCorner(quad: Quad, index: number, to: Point, width: number, height: number): Quad {
  const next = quad.map((p) => ({ ...p })) as Quad;
  next[index] = clampPoint(to, width, height);
  return next;
}

/** How far one arrow-key press moves a corner: 0.5% of the image's longer side, ten times that with Shift. */
export function keyboardStep(width: number, height: number, big: boolean): number {
  const step = Math.max(1, Math.round(Math.max(width, height) / 200));
  return big ? step * 10 : step;
}

/**
 * The straightened page's size: the longer of each pair of opposite edges (so the paper's
 * proportions are kept as the photo shows them), scaled down to `maxSide` on its longer side.
 */
export function outputSize(quad: Quad, maxSide = MAX_PAGE_SIDE): { width: number; height: number } {
  const [tl, tr, br, bl] = quad;
  const width = Math.max(distance(tl, tr), distance(bl, br));
  const height = Math.max(distance(tl, bl), distance(tr, br));
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The area enclosed by a polygon (shoelace formula), whatever its winding. */
export function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    twice += p.x * q.y - q.x * p.y;
  });
  return Math.abs(twice) / 2;
}

/** The quad in another image size's pixels (detection runs on a smaller copy of the photo). */
export function scaleQuad(quad: Quad, factor: number): Quad {
  return quad.map((p) => ({ x: p.x * factor, y: p.y * factor })) as Quad;
}
