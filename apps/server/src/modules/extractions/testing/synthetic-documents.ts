import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { areaFrom, type AreaValue, type ExtractionFieldName } from '@thamani/domain/extractions';

/**
 * Synthetic krookis and deed plans with known fields, made from a seed (the same seed, the same
 * document): text-layer PDFs, and scans of the same drawn as images with a hand-drawn-looking
 * sketch, noise, a slight rotation or a photographed-at-an-angle skew. Used by the extractor's
 * tests, its e2e test and `npm run bench -- extractor`.
 */

export type Truth = Partial<Record<ExtractionFieldName, string>>;

export interface KrookiSpec {
  /** Printed lines of the title block: label and value, drawn as separate runs. */
  rows: Array<[string, string]>;
  /** The normalised values the extractor should propose. */
  truth: Truth;
  seed: number;
}

export type ScanVariant = 'clean' | 'noisy' | 'rotated' | 'angled';

export interface SyntheticDocument {
  name: string;
  kind: 'text' | ScanVariant;
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  bytes: Buffer;
  truth: Truth;
  pages: number;
}

/** mulberry32: a small deterministic PRNG. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const REGISTRIES: Array<{ registry: string; county: string; sections: string[] }> = [
  { registry: 'KIAMBU', county: 'Kiambu', sections: ['RUIRU', 'JUJA', 'LIMURU', 'GITHUNGURI'] },
  { registry: 'KAJIADO', county: 'Kajiado', sections: ['KITENGELA', 'NGONG', 'KISAMIS'] },
  { registry: 'NAKURU', county: 'Nakuru', sections: ['NJORO', 'MUNICIPALITY', 'BAHATI'] },
  { registry: 'MACHAKOS', county: 'Machakos', sections: ['MAVOKO', 'MATUU'] },
];
const ORDINAL = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
const title = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

/** The fields of one krooki, and how they are printed. */
export function krookiSpec(seed: number): KrookiSpec {
  const rnd = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const truth: Truth = {};
  const rows: Array<[string, string]> = [];

  const form = int(0, 2);
  let county: string;
  let section: string;
  if (form === 0) {
    const n = `209/${int(1000, 29999)}`;
    rows.push(['L.R. No.', n]);
    truth.parcelNumber = n;
    county = 'Nairobi';
    section = 'Nairobi';
  } else if (form === 1) {
    const block = int(1, 140);
    const parcel = int(100, 9999);
    rows.push(['Title No.', `NAIROBI/BLOCK ${block}/${parcel}`]);
    truth.parcelNumber = `Nairobi/Block ${block}/${parcel}`;
    county = 'Nairobi';
    section = `Nairobi Block ${block}`;
  } else {
    const r = pick(REGISTRIES);
    const s = pick(r.sections);
    const parcel = int(100, 29999);
    rows.push(['Title No.', `${r.registry}/${s}/${parcel}`]);
    truth.parcelNumber = `${title(r.registry)}/${title(s)}/${parcel}`;
    county = r.county;
    section = title(s);
  }
  rows.push(['Registration Section:', section]);
  truth.registrationSection = section;

  const sheet = rnd() < 0.5 ? `${int(1, 200)}/${pick(['I', 'II', 'III', 'IV'])}/${int(1, 9)}` : String(int(1, 400));
  rows.push(['Registry Map Sheet No.', sheet]);
  truth.registryMapSheet = sheet;

  const unit = pick<AreaValue['unit']>(['ha', 'acres', 'm2']);
  const amount = unit === 'ha' ? int(100, 99999) / 10000 : unit === 'acres' ? int(10, 500) / 100 : int(200, 5000);
  const printed = unit === 'ha' ? `${amount.toFixed(4)} Ha` : unit === 'acres' ? `${amount.toFixed(2)} acres` : `${amount} sq m`;
  rows.push(['Area:', printed]);
  truth.area = String(areaFrom(amount, unit).squareMetres);

  const dp = String(int(100000, 999999));
  rows.push(['Deed Plan No.', dp]);
  truth.deedPlanNumber = dp;

  const [y, m, d] = [int(1985, 2024), int(1, 12), int(1, 28)];
  const date = rnd() < 0.5 ? `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}` : `${d}${ORDINAL(d)} ${MONTHS[m - 1] ?? ''} ${y}`;
  rows.push(['Date of Survey:', date]);
  truth.surveyDate = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

  rows.push(['County:', county]);
  truth.county = county;
  return { rows, truth, seed };
}

const HEADER = ['REPUBLIC OF KENYA', 'THE SURVEY ACT (CAP. 299)', 'DEED PLAN'];
const FOOTER = 'Surveyed by: Licensed Surveyor, Nairobi. Scale 1:2500. Not valid without the seal.';

/** The parcel's corners (a quadrilateral) and its bearings/distances, from the seed. */
function sketch(seed: number) {
  const rnd = seeded(seed * 7 + 3);
  const corners = [
    [0.1 + rnd() * 0.1, 0.1 + rnd() * 0.1],
    [0.8 + rnd() * 0.1, 0.05 + rnd() * 0.15],
    [0.75 + rnd() * 0.15, 0.8 + rnd() * 0.1],
    [0.05 + rnd() * 0.15, 0.75 + rnd() * 0.15],
  ] as Array<[number, number]>;
  const labels = corners.map(() => `${Math.floor(rnd() * 360)}°${String(Math.floor(rnd() * 60)).padStart(2, '0')}' ${(10 + rnd() * 60).toFixed(2)}`);
  return { corners, labels };
}

function drawPdfPage(page: PDFPage, font: PDFFont, bold: PDFFont, spec: KrookiSpec): void {
  const { height } = page.getSize();
  let y = height - 60;
  for (const line of HEADER) {
    page.drawText(line, { x: 60, y, size: 14, font: bold });
    y -= 22;
  }
  y -= 10;
  for (const [label, value] of spec.rows) {
    page.drawText(label, { x: 60, y, size: 12, font: bold });
    page.drawText(value, { x: 250, y, size: 12, font });
    y -= 22;
  }
  const { corners, labels } = sketch(spec.seed);
  const box = { x: 80, y: 120, w: 420, h: y - 150 };
  const at = ([cx, cy]: [number, number]) => ({ x: box.x + cx * box.w, y: box.y + (1 - cy) * box.h });
  corners.forEach((c, i) => {
    const next = corners[(i + 1) % corners.length] ?? c;
    const a = at(c);
    const b = at(next);
    page.drawLine({ start: a, end: b, thickness: 1.5, color: rgb(0, 0, 0) });
    page.drawText(labels[i] ?? '', { x: (a.x + b.x) / 2 - 30, y: (a.y + b.y) / 2 + 4, size: 8, font });
  });
  page.drawText(FOOTER, { x: 60, y: 60, size: 9, font });
}

/** A text-layer PDF: the krooki on page 1, then `extraPages` pages of schedule text. */
export async function krookiPdf(spec: KrookiSpec, extraPages = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  drawPdfPage(pdf.addPage([595, 842]), font, bold, spec);
  for (let n = 0; n < extraPages; n += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Schedule of beacons, sheet ${n + 2}`, { x: 60, y: 780, size: 12, font: bold });
    page.drawText('Beacon coordinates are given in metres on the Cassini-Soldner grid.', { x: 60, y: 750, size: 10, font });
  }
  // Fixed dates keep the bytes the same for the same seed.
  pdf.setCreationDate(new Date('2030-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2030-01-01T00:00:00Z'));
  return Buffer.from(await pdf.save());
}

/** A hand-drawn-looking line: the straight one, nudged at a few points. */
function wobblyLine(g: SKRSContext2D, rnd: () => number, x1: number, y1: number, x2: number, y2: number): void {
  g.beginPath();
  g.moveTo(x1, y1);
  const steps = 8;
  for (let i = 1; i <= steps; i += 1) {
    const t = i / steps;
    g.lineTo(x1 + (x2 - x1) * t + (rnd() - 0.5) * 6, y1 + (y2 - y1) * t + (rnd() - 0.5) * 6);
  }
  g.stroke();
}

/** The krooki drawn as a scan: PNG (JPEG for the angled photo). */
export async function krookiScan(spec: KrookiSpec, variant: ScanVariant): Promise<{ bytes: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  const rnd = seeded(spec.seed * 13 + 1);
  const [W, H] = [1240, 1754];
  const canvas = createCanvas(W, H);
  const g = canvas.getContext('2d');
  g.fillStyle = variant === 'clean' ? '#ffffff' : '#f4f1e8';
  g.fillRect(0, 0, W, H);
  if (variant === 'rotated') {
    const angle = ((rnd() < 0.5 ? -1 : 1) * (1 + rnd() * 2) * Math.PI) / 180;
    g.translate(W / 2, H / 2);
    g.rotate(angle);
    g.translate(-W / 2, -H / 2);
  }
  g.fillStyle = '#111111';
  let y = 140;
  g.font = 'bold 34px "Liberation Serif"';
  for (const line of HEADER) {
    g.fillText(line, 120, y);
    y += 50;
  }
  y += 20;
  for (const [label, value] of spec.rows) {
    g.font = 'bold 30px "Liberation Serif"';
    g.fillText(label, 120, y);
    g.font = '30px "Liberation Serif"';
    g.fillText(value, 560, y);
    y += 52;
  }
  g.strokeStyle = '#222222';
  g.lineWidth = 3;
  const { corners, labels } = sketch(spec.seed);
  const box = { x: 160, y: y + 40, w: 900, h: H - y - 320 };
  const at = ([cx, cy]: [number, number]) => ({ x: box.x + cx * box.w, y: box.y + cy * box.h });
  g.font = '20px "Liberation Serif"';
  corners.forEach((c, i) => {
    const a = at(c);
    const b = at(corners[(i + 1) % corners.length] ?? c);
    wobblyLine(g, rnd, a.x, a.y, b.x, b.y);
    g.fillText(labels[i] ?? '', (a.x + b.x) / 2 - 60, (a.y + b.y) / 2 - 8);
  });
  g.font = '22px "Liberation Serif"';
  g.fillText(FOOTER, 120, H - 120);
  if (variant !== 'clean') {
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = 'rgba(0,0,0,0.55)';
    for (let i = 0; i < 2500; i += 1) {
      g.fillRect(rnd() * W, rnd() * H, 1 + rnd() * 2, 1 + rnd() * 2);
    }
  }
  const png = await canvas.encode('png');
  if (variant !== 'angled') {
    return { bytes: png, contentType: 'image/png' };
  }
  // Photographed at an angle: sheared, a little blurred, JPEG.
  const bytes = await sharp(png)
    .affine([[1, 0.06], [0.03, 1]], { background: '#8a8a80' })
    .blur(0.6)
    .jpeg({ quality: 80 })
    .toBuffer();
  return { bytes, contentType: 'image/jpeg' };
}

/** `count` documents of each kind from consecutive seeds. */
export async function syntheticSet(options: { seed?: number; text?: number; scans?: number; variants?: ScanVariant[] } = {}): Promise<SyntheticDocument[]> {
  const seed = options.seed ?? 1;
  const out: SyntheticDocument[] = [];
  for (let i = 0; i < (options.text ?? 10); i += 1) {
    const spec = krookiSpec(seed + i);
    out.push({ name: `text-${seed + i}`, kind: 'text', contentType: 'application/pdf', bytes: await krookiPdf(spec), truth: spec.truth, pages: 1 });
  }
  const variants = options.variants ?? ['clean', 'noisy', 'rotated', 'angled'];
  for (let i = 0; i < (options.scans ?? 8); i += 1) {
    const spec = krookiSpec(seed + 1000 + i);
    const variant = variants[i % variants.length] ?? 'clean';
    const scan = await krookiScan(spec, variant);
    out.push({ name: `scan-${variant}-${seed + 1000 + i}`, kind: variant, contentType: scan.contentType, bytes: scan.bytes, truth: spec.truth, pages: 1 });
  }
  return out;
}
