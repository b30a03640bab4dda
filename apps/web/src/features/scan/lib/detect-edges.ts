import { orderCorners, polygonArea, type Point, type Quad } from './geometry';
import { boxMean, otsuThreshold, type Raster, toGrey } from './raster';

/** A found page covers at least this share of the photo (smaller bright blobs are not the page). */
const MIN_PAGE_SHARE = 0.1;
/** A region covering (nearly) the whole photo is not a page on a background. */
const MAX_PAGE_SHARE = 0.98;
/** The four corners must enclose most of the blob's outline, or it was not a page-shaped thing. */
const MIN_QUAD_FILL = 0.85;

/**
 * Finds a sheet of paper in a photo: grey → blur → Otsu threshold (paper is the bright class) →
 * the largest bright region → its convex outline → the four outline points enclosing the largest
 * area. Returns the corners in the photo's pixels, or null when nothing page-like is found (the
 * screen then offers the whole photo). Pass a small copy of the photo (about 500 px): this is
 * plain JavaScript, so its cost grows with the pixel count.
 */
export function detectDocument(image: Raster): Quad | null {
  const { width, height } = image;
  const blurred = boxMean(toGrey(image), width, height, 1);
  const threshold = otsuThreshold(blurred);
  const region = largestRegion(blurred, width, height, threshold);
  // The whole photo in one region: no page stands out from its background.
  if (!region || region.size < width * height * MIN_PAGE_SHARE || region.size > width * height * MAX_PAGE_SHARE) {
    return null;
  }
  const hull = convexHull(region.outline);
  if (hull.length < 4) {
    return null;
  }
  const quad = largestQuad(hull);
  if (polygonArea(quad) < polygonArea(hull) * MIN_QUAD_FILL) {
    return null;
  }
  return refineCorners(orderCorners(quad), region.outline);
}

type Line = { px: number; py: number; dx: number; dy: number };

/**
 * The largest-area corners sit a little inside a rounded (blurred, pixelated) tip; each side's
 * line is fitted instead to the outline points along its middle, and neighbouring sides meet at
 * the corner. A side with too few points keeps the corners as they were.
 */
function refineCorners(quad: Quad, outline: readonly Point[]): Quad {
  const lines: Line[] = [];
  for (let i = 0; i < 4; i += 1) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const along = outline.filter((p) => {
      const t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (length * length);
      const off = Math.abs((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / length;
      return t > 0.15 && t < 0.85 && off < 4;
    });
    const line = fitLine(along);
    if (!line) {
      return quad;
    }
    lines.push(line);
  }
  const corners = quad.map((corner, i) => intersect(lines[(i + 3) % 4]!, lines[i]!) ?? corner);
  // A refinement that moves a corner far is not trusted.
  return corners.every((c, i) => Math.hypot(c.x - quad[i]!.x, c.y - quad[i]!.y) < 20) ? (corners as Quad) : quad;
}

/** Total least squares: the line through the points' centre along their main direction. */
function fitLine(points: readonly Point[]): Line | null {
  if (points.length < 5) {
    return null;
  }
  const px = points.reduce((s, p) => s + p.x, 0) / points.length;
  const py = points.reduce((s, p) => s + p.y, 0) / points.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - px) ** 2;
    syy += (p.y - py) ** 2;
    sxy += (p.x - px) * (p.y - py);
  }
  const angle = Math.atan2(2 * sxy, sxx - syy) / 2;
  return { px, py, dx: Math.cos(angle), dy: Math.sin(angle) };
}

function intersect(a: Line, b: Line): Point | null {
  const det = a.dx * b.dy - a.dy * b.dx;
  if (Math.abs(det) < 1e-6) {
    return null;
  }
  const t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / det;
  return { x: a.px + t * a.dx, y: a.py + t * a.dy };
}

type Region = { size: number; outline: Point[] };

/** The largest 4-connected region brighter than `threshold`; its outline is each row's leftmost and rightmost pixel. */
function largestRegion(grey: Float32Array, width: number, height: number, threshold: number): Region | null {
  const label = new Int32Array(width * height);
  const stack = new Int32Array(width * height);
  let best: Region | null = null;
  let next = 0;
  for (let start = 0; start < label.length; start += 1) {
    if (label[start] !== 0 || grey[start]! <= threshold) {
      continue;
    }
    next += 1;
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    let size = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      size += 1;
      rowMin.set(y, Math.min(rowMin.get(y) ?? x, x));
      rowMax.set(y, Math.max(rowMax.get(y) ?? x, x));
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1];
      for (const n of neighbours) {
        if (n >= 0 && label[n] === 0 && grey[n]! > threshold) {
          label[n] = next;
          stack[top++] = n;
        }
      }
    }
    if (!best || size > best.size) {
      const outline: Point[] = [];
      for (const [y, x] of rowMin) {
        outline.push({ x, y }, { x: (rowMax.get(y) ?? x) + 1, y: y + 1 });
        outline.push({ x, y: y + 1 }, { x: (rowMax.get(y) ?? x) + 1, y });
      }
      best = { size, outline };
    }
  }
  return best;
}

/** Andrew's monotone chain: the convex hull, clockwise on screen, without collinear points. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) {
    return sorted;
  }
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, p) <= 0) {
        chain.pop();
      }
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The four hull points enclosing the largest area (hull points are in order; at most ~120 are tried). */
export function largestQuad(hull: readonly Point[]): Point[] {
  const stride = Math.ceil(hull.length / 120);
  const pts = hull.filter((_, i) => i % stride === 0);
  const n = pts.length;
  const tri = (a: Point, b: Point, c: Point) => Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)) / 2;
  let best: Point[] = pts.slice(0, 4);
  let bestArea = -1;
  for (let i = 0; i < n; i += 1) {
    for (let k = i + 2; k < n; k += 1) {
      const a = pts[i]!;
      const c = pts[k]!;
      let j = i + 1;
      let jArea = -1;
      for (let t = i + 1; t < k; t += 1) {
        const area = tri(a, pts[t]!, c);
        if (area > jArea) {
          jArea = area;
          j = t;
        }
      }
      let l = k + 1;
      let lArea = -1;
      for (let t = k + 1; t < n + i; t += 1) {
        const area = tri(a, pts[t % n]!, c);
        if (area > lArea) {
          lArea = area;
          l = t % n;
        }
      }
      if (jArea >= 0 && lArea >= 0 && jArea + lArea > bestArea) {
        bestArea = jArea + lArea;
        best = [a, pts[j]!, c, pts[l]!];
      }
    }
  }
  return best;
}
