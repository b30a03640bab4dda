import { findCounty, type County } from '../counties.ts';
import { normalizeLrNumber } from '../lr-number.ts';
import type { AreaValue, Box, ExtractedField } from './contract.ts';
import { EXTRACTION_FIELDS, type ExtractionFieldName } from './messages.ts';
import { areaFrom, parseDocumentDate, round } from './units.ts';

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
