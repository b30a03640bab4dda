/**
 * A generated "photo of a page" for the scan specs: a dark desk, a white portrait sheet seen at an
 * angle (a skewed quadrilateral) with a shadow across it, and black lines of "text" that follow the sheet's perspective.
 */
import sharp from 'sharp';

export type Corner = { x: number; y: number };

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;

/** Top-left, top-right, bottom-right, bottom-left, in photo pixels: a landscape photo of a portrait page. */
export const SHEET: [Corner, Corner, Corner, Corner] = [
  { x: 560, y: 140 },
  { x: 1080, y: 190 },
  { x: 1130, y: 1060 },
  { x: 500, y: 1020 },
];

const dist = (a: Corner, b: Corner) => Math.hypot(a.x - b.x, a.y - b.y);

/** The sheet's proportions as the screen straightens it: the longer of each pair of opposite edges. */
export function sheetAspect(): number {
  const [tl, tr, br, bl] = SHEET;
  return Math.max(dist(tl, bl), dist(tr, br)) / Math.max(dist(tl, tr), dist(bl, br));
}

/** A point of the sheet at (u, v) in 0..1 across and down (bilinear between the corners). */
function onSheet(u: number, v: number): Corner {
  const [tl, tr, br, bl] = SHEET;
  const top = { x: tl.x + (tr.x - tl.x) * u, y: tl.y + (tr.y - tl.y) * u };
  const bottom = { x: bl.x + (br.x - bl.x) * u, y: bl.y + (br.y - bl.y) * u };
  return { x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v };
}

export async function scanPhoto(): Promise<Buffer> {
  const lines: string[] = [];
  for (let row = 0; row < 22; row += 1) {
    const v = 0.1 + row * 0.037;
    const end = row % 5 === 4 ? 0.55 : 0.88;
    const a = onSheet(0.1, v);
    const b = onSheet(end, v);
    lines.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#111" stroke-width="9" />`);
  }
  const sheet = SHEET.map((p) => `${p.x},${p.y}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}">
    <rect width="100%" height="100%" fill="#3b3430" />
    <defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#f4f2ec" /><stop offset="1" stop-color="#a8a298" /></linearGradient></defs>
    <polygon points="${sheet}" fill="url(#shade)" />
    ${lines.join('\n')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}
