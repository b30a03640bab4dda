import { z } from 'zod';
import { findCounty, type County } from './counties.ts';
import { normalizeLrNumber } from './lr-number.ts';
import type { Actor, Refusal } from './policies.ts';
import type { RequestStatus } from './requests.ts';

/**
 * The krooki extractor: what it looks for on a krooki, deed plan or title, the shapes the API
 * speaks, its messages, and the pure field finder (text with boxes in → proposals out), shared by
 * the server's job, the web page and the bench.
 */

export const EXTRACTION_FIELDS = [
  'parcelNumber',
  'registrationSection',
  'registryMapSheet',
  'area',
  'deedPlanNumber',
  'surveyDate',
  'county',
] as const;
export type ExtractionFieldName = (typeof EXTRACTION_FIELDS)[number];
export const ExtractionFieldNameSchema = z.enum(EXTRACTION_FIELDS);

export const EXTRACTION_FIELD_LABELS: Record<ExtractionFieldName, string> = {
  parcelNumber: 'Parcel / LR number',
  registrationSection: 'Registration section',
  registryMapSheet: 'Registry map sheet',
  area: 'Area (m²)',
  deedPlanNumber: 'Deed plan number',
  surveyDate: 'Survey or mutation date',
  county: 'County',
};

export const EXTRACTION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];
export const EXTRACTION_METHODS = ['text', 'ocr', 'mixed'] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

/** A document longer than this is refused (a krooki is 1–2 pages; a bundle of 40 is fine). */
export const EXTRACTION_MAX_PAGES = 100;
/** Page images and boxes share this scale (× the page's size in points). */
export const EXTRACTION_PAGE_SCALE = 2;

export const EXTRACTION_MESSAGES = {
  notFound: 'Extraction not found',
  notADocument: 'We found no text in this file. Upload a krooki, deed plan or title document (a PDF or a clear photo).',
  unreadable: 'This file could not be read as a PDF or an image. Upload another file.',
  tooManyPages: `This document has more than ${EXTRACTION_MAX_PAGES} pages. Upload only the pages of the plan or title.`,
  failed: 'We could not read this document. Please try again later.',
  notFinished: 'This document is still being read. Wait until it has finished.',
  noFields: 'Nothing was found to fill in. Type the details you see on the document.',
  confirmFirst: 'Confirm the fields before using them.',
  pageNotFound: 'Page not found',
  cannotUpdateProperty: "You may not update this request's property.",
  confirmed: 'Fields confirmed',
  applied: "The request's property was updated",
} as const;

export const BoxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Box = z.infer<typeof BoxSchema>;

export const AreaValueSchema = z.object({
  unit: z.enum(['ha', 'acres', 'm2']),
  /** As written, in its unit. */
  amount: z.number(),
  squareMetres: z.number(),
  hectares: z.number(),
  acres: z.number(),
});
export type AreaValue = z.infer<typeof AreaValueSchema>;

export const ExtractedFieldSchema = z.object({
  name: ExtractionFieldNameSchema,
  /** As found on the page. */
  value: z.string(),
  /** The tidy form the app stores (LR number tidied, date ISO, area in m², county's official name). */
  normalised: z.string(),
  confidence: z.number().min(0).max(1),
  page: z.number().int().min(1),
  box: BoxSchema.nullable(),
  area: AreaValueSchema.nullable().optional(),
});
export type ExtractedField = z.infer<typeof ExtractedFieldSchema>;

export const ExtractionPageSchema = z.object({
  page: z.number().int().min(1),
  width: z.number(),
  height: z.number(),
  method: z.enum(['text', 'ocr']),
});
export type ExtractionPage = z.infer<typeof ExtractionPageSchema>;

const confirmedValue = z.string().trim().max(120);
export const ConfirmedFieldsSchema = z.partialRecord(ExtractionFieldNameSchema, confirmedValue);
export type ConfirmedFields = z.infer<typeof ConfirmedFieldsSchema>;

export const ExtractionSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  filename: z.string(),
  /** The request the document belongs to, when it is a request's document. */
  requestId: z.uuid().nullable(),
  status: z.enum(EXTRACTION_STATUSES),
  method: z.enum(EXTRACTION_METHODS).nullable(),
  jobId: z.string().nullable(),
  /** 0–100. */
  progress: z.number(),
  pageCount: z.number().int().nullable(),
  pagesDone: z.number().int(),
  pages: z.array(ExtractionPageSchema),
  fields: z.array(ExtractedFieldSchema),
  confirmedFields: ConfirmedFieldsSchema.nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Extraction = z.infer<typeof ExtractionSchema>;

export const ExtractionListSchema = z.object({
  items: z.array(ExtractionSchema.pick({ id: true, filename: true, status: true, pageCount: true, createdAt: true, requestId: true })),
});
export type ExtractionList = z.infer<typeof ExtractionListSchema>;

export const CreateExtractionBodySchema = z.object({ documentId: z.uuid() });
export const ConfirmExtractionBodySchema = z.object({ fields: ConfirmedFieldsSchema });
export const ApplyExtractionBodySchema = z.object({ requestId: z.uuid() });
export const ApplyExtractionResultSchema = z.object({
  propertyId: z.uuid(),
  changed: z.array(z.enum(['lrNumber', 'county', 'sizeSqm'])),
});

/** Percent for a progress bar: pages read over pages (0 before the count is known). */
export function extractionProgress(status: ExtractionStatus, pagesDone: number, pageCount: number | null): number {
  if (status === 'completed' || status === 'failed') {
    return 100;
  }
  return pageCount ? Math.min(99, Math.round((pagesDone / pageCount) * 100)) : 0;
}

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';
export function confidenceLevel(confidence: number): ConfidenceLevel {
  return confidence >= 0.85 ? 'High' : confidence >= 0.6 ? 'Medium' : 'Low';
}

/**
 * Who may update a request's property from confirmed fields: admins any; the requester while
 * the request is pending; the assigned valuer. Anyone who cannot see the request: not found.
 */
export function updatePropertyRefusal(
  actor: Actor,
  r: { requesterId: string | null; assignedAgentId: string | null; status: RequestStatus } | null,
): Refusal | null {
  const seen = r && (actor.role === 'admin' || (actor.profileId !== null && (r.requesterId === actor.profileId || r.assignedAgentId === actor.profileId)));
  if (!r || !seen) {
    return { code: 'NOT_FOUND', message: 'Request not found' };
  }
  if (actor.role === 'admin' || (actor.role === 'agent' && r.assignedAgentId === actor.profileId)) {
    return null;
  }
  return r.status === 'pending' ? null : { code: 'FORBIDDEN', message: EXTRACTION_MESSAGES.cannotUpdateProperty };
}

// ---------------------------------------------------------------------------------------------
// Area units

export const SQM_PER_HECTARE = 10_000;
export const SQM_PER_ACRE = 4046.8564224;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

export function areaFrom(amount: number, unit: AreaValue['unit']): AreaValue {
  const squareMetres = unit === 'ha' ? amount * SQM_PER_HECTARE : unit === 'acres' ? amount * SQM_PER_ACRE : amount;
  return { unit, amount, squareMetres: round(squareMetres, 2), hectares: round(squareMetres / SQM_PER_HECTARE, 4), acres: round(squareMetres / SQM_PER_ACRE, 4) };
}

/** "12th March 2019", "12/03/2019" → "2019-03-12"; null for no real date. */
export function parseDocumentDate(text: string): string | null {
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  let day: number;
  let month: number;
  let year: number;
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text.trim());
  // "3d" is OCR's "3rd".
  const words = /^(\d{1,2})(?:st|nd|rd|th|d)?\s+(?:of\s+)?([A-Za-z]{3,9})[,.]?\s+(\d{4})$/i.exec(text.trim());
  if (numeric) {
    [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  } else if (words) {
    day = Number(words[1]);
    month = months.indexOf((words[2] ?? '').slice(0, 3).toLowerCase()) + 1;
    year = Number(words[3]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || year < 1900 || year > 2100 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The field finder

/** One word or run of text on a page, with its box; `confidence` 0–1 from OCR (absent: text layer). */
export interface FinderWord {
  text: string;
  box: Box;
  confidence?: number;
  /** The OCR engine's line (it follows a tilted line better than boxes do); absent: grouped by boxes. */
  line?: number;
}
export interface FinderPage {
  page: number;
  words: FinderWord[];
}

interface Line {
  page: number;
  text: string;
  /** Character span of each word in `text`. */
  spans: Array<{ start: number; end: number; word: FinderWord }>;
}

/** Words grouped into lines (vertical overlap), left to right. */
export function toLines(page: FinderPage): Line[] {
  const words = [...page.words].filter((w) => w.text.trim() !== '').sort((a, b) => a.box.y + a.box.height / 2 - (b.box.y + b.box.height / 2));
  const rows: FinderWord[][] = [];
  if (words.length > 0 && words.every((w) => w.line !== undefined)) {
    const byLine = new Map<number, FinderWord[]>();
    for (const word of words) {
      byLine.set(word.line ?? 0, [...(byLine.get(word.line ?? 0) ?? []), word]);
    }
    rows.push(...byLine.values());
  }
  for (const word of rows.length > 0 ? [] : words) {
    const mid = word.box.y + word.box.height / 2;
    const row = rows.find((r) => {
      const first = r[0];
      return first !== undefined && Math.abs(first.box.y + first.box.height / 2 - mid) < Math.max(4, Math.min(first.box.height, word.box.height) * 0.5);
    });
    if (row) {
      row.push(word);
    } else {
      rows.push([word]);
    }
  }
  return rows.map((row) => {
    row.sort((a, b) => a.box.x - b.box.x);
    let text = '';
    const spans: Line['spans'] = [];
    for (const word of row) {
      if (text !== '') {
        text += ' ';
      }
      const start = text.length;
      text += word.text.trim();
      spans.push({ start, end: text.length, word });
    }
    return { page: page.page, text, spans };
  });
}

function boxOf(line: Line, start: number, end: number): { box: Box | null; ocr: number } {
  const hit = line.spans.filter((s) => s.end > start && s.start < end);
  if (hit.length === 0) {
    return { box: null, ocr: 1 };
  }
  const x = Math.min(...hit.map((s) => s.word.box.x));
  const y = Math.min(...hit.map((s) => s.word.box.y));
  const right = Math.max(...hit.map((s) => s.word.box.x + s.word.box.width));
  const bottom = Math.max(...hit.map((s) => s.word.box.y + s.word.box.height));
  const confidences = hit.map((s) => s.word.confidence ?? 1);
  return { box: { x, y, width: right - x, height: bottom - y }, ocr: confidences.reduce((a, b) => a + b, 0) / confidences.length };
}

type Candidate = Omit<ExtractedField, 'page' | 'box'> & { page: number; box: Box | null };

interface Rule {
  name: ExtractionFieldName;
  pattern: RegExp;
  /** Pattern strength (0–1) before OCR confidence. */
  strength: number;
  /** The captured value's group. */
  group?: number;
  normalise: (value: string, match: RegExpExecArray) => { normalised: string; area?: AreaValue } | null;
}

const titleCase = (s: string) => s.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
/** OCR's usual slips inside a number: O → 0, l/I → 1. */
const fixDigits = (s: string) => s.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1');
const NUM = String.raw`(?:[0-9][0-9OlI]*|[OlI][0-9OlI]*[0-9][0-9OlI]*)`;
const REGISTRY = String.raw`[A-Za-z][A-Za-z']{2,}(?:[ -][A-Za-z][A-Za-z']{2,})?`;
/** Up to three specks OCR reads between a label and its value ("Deed Plan No. nN 709568"). */
const GAP = String.raw`(?:\s+\S{1,2}(?=\s)){0,3}`;

/** A three-part sheet number's middle part is a quarter, I–IV: OCR reads "III" as "111" or "lII". */
function romanQuarter(sheet: string): string {
  const parts = sheet.split('/');
  if (parts.length !== 3) {
    return sheet;
  }
  const middle = parts[1] ?? '';
  const fixed = /^[1IL|]{1,3}$/.test(middle) ? 'I'.repeat(middle.length) : /^[1IL|]V$/.test(middle) ? 'IV' : middle;
  return [parts[0], fixed, parts[2]].join('/');
}

function tidyParcel(value: string): { normalised: string } | null {
  const normalised = normalizeLrNumber(value);
  return normalised ? { normalised } : null;
}

const AREA_UNITS: Array<[RegExp, AreaValue['unit']]> = [
  [/^(?:ha|hectares?)\.?$/i, 'ha'],
  [/^(?:acres?|ac)\.?$/i, 'acres'],
];
function areaUnit(raw: string): AreaValue['unit'] {
  const tidy = raw.replace(/\s+/g, '');
  for (const [pattern, unit] of AREA_UNITS) {
    if (pattern.test(tidy)) {
      return unit;
    }
  }
  return 'm2';
}
function normaliseArea(_value: string, m: RegExpExecArray) {
  const amount = Number(fixDigits(m[1] ?? '').replace(/,/g, ''));
  if (!Number.isFinite(amount) || amount <= 0) {
    return null;
  }
  const area = areaFrom(amount, areaUnit(m[2] ?? ''));
  return { normalised: String(area.squareMetres), area };
}
const AREA = String.raw`(\d[\d,]*(?:\.\d+)?)\s*(ha\b\.?|hectares?\b|Ha\b\.?|acres?\b|ac\b\.?|m²|m2\b|sq\.?\s*m(?:etres)?\b|square\s+met(?:re|er)s\b)`;

function normaliseDate(value: string) {
  const iso = parseDocumentDate(value);
  return iso ? { normalised: iso } : null;
}
const DATE = String.raw`(\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{4}|\d{1,2}(?:st|nd|rd|th|d)?\s+(?:of\s+)?[A-Za-z]{3,9}[,.]?\s+\d{4})`;

function normaliseCounty(value: string) {
  const words = value.replace(/\bcounty\b/gi, '').trim().split(/\s+/);
  const county = findCounty(words.join(' ')) ?? findCounty(words[0] ?? '') ?? findCounty(words.at(-1) ?? '');
  return county ? { normalised: county } : null;
}
const COUNTY_NAME = String.raw`([A-Za-z][A-Za-z'-]+(?:\s[A-Za-z][A-Za-z'-]+)?)`;

const RULES: Rule[] = [
  // Parcel: "LR No. 209/12345", "L.R. NO. 209/12345/6"
  {
    name: 'parcelNumber',
    pattern: new RegExp(String.raw`\bL\s?\.?\s?R\.?\s*(?:No\.?|Number|N0\.?)?\s*[:.]?${GAP}\s*(${NUM}(?:\s*/\s*${NUM}){1,3})`, 'gi'),
    strength: 0.97,
    normalise: (v) => tidyParcel(fixDigits(v)),
  },
  // "NAIROBI/BLOCK 82/1234", "Nairobi/Block82/1234"
  {
    name: 'parcelNumber',
    pattern: new RegExp(String.raw`\b(${REGISTRY})\s*/\s*Block\s*(${NUM})\s*/\s*(${NUM})\b`, 'gi'),
    strength: 0.93,
    normalise: (_v, m) => tidyParcel(`${titleCase(m[1] ?? '')}/Block ${fixDigits(m[2] ?? '')}/${fixDigits(m[3] ?? '')}`),
  },
  // "KIAMBU/RUIRU/1234", "Kajiado/Kitengela/12345"
  {
    name: 'parcelNumber',
    pattern: new RegExp(String.raw`\b(${REGISTRY})\s*/\s*(${REGISTRY}(?:\s(?:East|West|North|South))?(?:\s?Block\s?\d+)?)\s*/\s*(${NUM})\b`, 'gi'),
    strength: 0.88,
    normalise: (_v, m) => tidyParcel(`${titleCase(m[1] ?? '')}/${titleCase(m[2] ?? '')}/${fixDigits(m[3] ?? '')}`),
  },
  {
    name: 'registrationSection',
    pattern: new RegExp(
      String.raw`\b(?:Registration\s+Section|Regn\.?\s+Section|Reg\.?\s+Section)\s*[:.-]?${GAP}\s*([A-Za-z][A-Za-z']{2,}(?:\s+[A-Za-z][A-Za-z']{2,})*?(?:\s+Block\s+\d+)?)(?=\s*$|\s+\S{1,2}(?:\s|$)|\s{2,}|[,;]|\s+[^A-Za-z0-9\s])`,
      'gi',
    ),
    strength: 0.95,
    normalise: (v) => ({ normalised: titleCase(v.trim()) }),
  },
  {
    name: 'registryMapSheet',
    pattern: new RegExp(String.raw`\b(?:Registry\s+Map\s+Sheet|R\.?\s?M\.?\s?S\.?)\s*(?:No\.?|Number)?\s*[:.-]?${GAP}\s*(\d[\dA-Z]*(?:\s*\/\s*[\dA-Z]+)*)`, 'gi'),
    strength: 0.95,
    normalise: (v) => ({ normalised: romanQuarter(v.replace(/\s+/g, '').toUpperCase()) }),
  },
  { name: 'area', pattern: new RegExp(String.raw`\bArea\b[^\d]{0,12}${AREA}`, 'gi'), strength: 0.96, group: 0, normalise: normaliseArea },
  { name: 'area', pattern: new RegExp(AREA, 'gi'), strength: 0.7, group: 0, normalise: normaliseArea },
  {
    name: 'deedPlanNumber',
    pattern: new RegExp(String.raw`\b(?:Deed\s+Plan|D\.?\s?P\.?)\s*(?:No\.?|Number|N0\.?)\s*[:.-]?${GAP}\s*([0-9][0-9OlI,]*(?:\s*\/\s*\d+)?)`, 'gi'),
    strength: 0.95,
    normalise: (v) => ({ normalised: fixDigits(v).replace(/[,\s]/g, '') }),
  },
  {
    name: 'surveyDate',
    pattern: new RegExp(String.raw`\b(?:Date\s+of\s+(?:Survey|Mutation)|(?:Surveyed|Survey|Mutation)(?:\s+(?:Date|on))?)\s*[:.-]?${GAP}\s*${DATE}`, 'gi'),
    strength: 0.93,
    normalise: normaliseDate,
  },
  { name: 'surveyDate', pattern: new RegExp(String.raw`\bDate\s*[:.-]?\s*${DATE}`, 'gi'), strength: 0.6, normalise: normaliseDate },
  { name: 'county', pattern: new RegExp(String.raw`\bCounty\s*(?:of|:|-)?\s*:?${GAP}\s*${COUNTY_NAME}`, 'gi'), strength: 0.95, normalise: normaliseCounty },
  { name: 'county', pattern: new RegExp(String.raw`\b${COUNTY_NAME}\s+County\b`, 'gi'), strength: 0.9, normalise: normaliseCounty },
];

function matchLine(line: Line, rule: Rule): Candidate[] {
  const out: Candidate[] = [];
  rule.pattern.lastIndex = 0;
  for (let m = rule.pattern.exec(line.text); m; m = rule.pattern.exec(line.text)) {
    const group = rule.group ?? 1;
    const value = (m[group] ?? '').trim();
    const tidy = rule.normalise(value, m);
    if (tidy && value !== '') {
      const start = group === 0 ? m.index : m.index + m[0].lastIndexOf(value);
      const { box, ocr } = boxOf(line, start, start + value.length);
      out.push({ name: rule.name, value, normalised: tidy.normalised, confidence: round(rule.strength * ocr, 3), page: line.page, box, ...(tidy.area ? { area: tidy.area } : { area: null }) });
    }
    if (m[0] === '') {
      rule.pattern.lastIndex += 1;
    }
  }
  return out;
}

/** Fields read from the parcel number when the document does not state them (weaker). */
function derived(parcel: Candidate): Candidate[] {
  const parts = parcel.normalised.split('/');
  if (parts.length !== 3 || !/^[A-Za-z]/.test(parts[0] ?? '')) {
    return [];
  }
  const registry = parts[0] ?? '';
  const section = /^Block/i.test(parts[1] ?? '') ? `${registry} ${parts[1] ?? ''}` : (parts[1] ?? '');
  const out: Candidate[] = [{ ...parcel, name: 'registrationSection', value: parcel.value, normalised: section, confidence: round(parcel.confidence * 0.6, 3), area: null }];
  const county: County | null = findCounty(registry);
  if (county) {
    out.push({ ...parcel, name: 'county', value: parcel.value, normalised: county, confidence: round(parcel.confidence * 0.6, 3), area: null });
  }
  return out;
}

/**
 * Propose one value per field from pages of words with boxes: every rule runs on every line; the
 * strongest candidate of each field wins (the first on ties: titles put the main facts first).
 */
export function findFields(pages: FinderPage[]): ExtractedField[] {
  const candidates: Candidate[] = [];
  for (const page of pages) {
    for (const line of toLines(page)) {
      for (const rule of RULES) {
        candidates.push(...matchLine(line, rule));
      }
    }
  }
  const parcels = candidates.filter((c) => c.name === 'parcelNumber');
  const bestParcel = pickBest(parcels);
  if (bestParcel) {
    candidates.push(...derived(bestParcel));
  }
  const fields: ExtractedField[] = [];
  for (const name of EXTRACTION_FIELDS) {
    const best = pickBest(candidates.filter((c) => c.name === name));
    if (best) {
      fields.push(best);
    }
  }
  return fields;
}

function pickBest(candidates: Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) {
    if (!best || c.confidence > best.confidence) {
      best = c;
    }
  }
  return best;
}

/** What the request form and the property take from confirmed fields. */
export function propertyDetailsFrom(fields: ConfirmedFields): { lrNumber?: string; county?: County; sizeSqm?: number } {
  const lrNumber = fields.parcelNumber ? normalizeLrNumber(fields.parcelNumber) : null;
  const county = fields.county ? findCounty(fields.county) : null;
  const size = fields.area ? Number(fields.area.replace(/[,\s]/g, '')) : Number.NaN;
  return {
    ...(lrNumber ? { lrNumber } : {}),
    ...(county ? { county } : {}),
    ...(Number.isFinite(size) && size > 0 ? { sizeSqm: size } : {}),
  };
}
