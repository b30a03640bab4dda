import { AMOUNT_IN_WORDS_MAX, amountInWords } from '@thamani/domain/report-words';
import {
  COMPARABLES_MAX,
  type Comparable,
  type FieldValue,
  type ReportContent,
  type ValueKind,
  valueKey,
  valueWordsKey,
} from '@thamani/domain/reports';

/** The words the editor writes for a figure; null when there is none to write (empty, too large). */
export function autoWords(amount: FieldValue | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 0 || amount > AMOUNT_IN_WORDS_MAX) {
    return null;
  }
  return amountInWords(amount);
}

/**
 * A value's figure changes; its words follow unless the valuer has written their own — words that
 * are empty or are exactly what the editor wrote for the previous figure are replaced.
 */
export function setValueFigure(content: ReportContent, kind: ValueKind, amount: number | null): ReportContent {
  const figureKey = valueKey(kind);
  const wordsKey = valueWordsKey(kind);
  const previous = content.fields[figureKey];
  const words = content.fields[wordsKey];
  const followed =
    words === undefined ||
    words === null ||
    (typeof words === 'string' && words.trim() === '') ||
    words === autoWords(previous);
  return {
    ...content,
    fields: {
      ...content.fields,
      [figureKey]: amount,
      ...(followed ? { [wordsKey]: autoWords(amount) } : {}),
    },
  };
}

export function setField(content: ReportContent, key: string, value: FieldValue): ReportContent {
  if (content.fields[key] === value) {
    return content;
  }
  return { ...content, fields: { ...content.fields, [key]: value } };
}

/** FSV as a whole-number share of MV ("75"), null until both are known. */
export function fsvPercentOfMv(fields: ReportContent['fields']): number | null {
  const mv = fields[valueKey('marketValue')];
  const fsv = fields[valueKey('forcedSaleValue')];
  if (typeof mv !== 'number' || typeof fsv !== 'number' || mv <= 0) {
    return null;
  }
  return Math.round((fsv / mv) * 1000) / 10;
}

let counter = 0;
function comparableId(): string {
  counter += 1;
  return `c${Date.now().toString(36)}${counter.toString(36)}`;
}

export function addComparable(content: ReportContent): ReportContent {
  if (content.comparables.length >= COMPARABLES_MAX) {
    return content;
  }
  const row: Comparable = {
    id: comparableId(),
    address: '',
    date: null,
    price: null,
    sizeSqm: null,
    adjustmentPercent: 0,
    notes: '',
  };
  return { ...content, comparables: [...content.comparables, row] };
}

export function updateComparable(
  content: ReportContent,
  id: string,
  change: Partial<Omit<Comparable, 'id'>>,
): ReportContent {
  return { ...content, comparables: content.comparables.map((c) => (c.id === id ? { ...c, ...change } : c)) };
}

export function removeComparable(content: ReportContent, id: string): ReportContent {
  return { ...content, comparables: content.comparables.filter((c) => c.id !== id) };
}

const GROUPED = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 1234567 → "1,234,567" (what a money input shows). */
export function groupThousands(amount: number | null): string {
  return amount === null ? '' : GROUPED.format(amount);
}

/** What a money input holds: digits only, separators and "KSh" ignored; '' → null. */
export function parseWholeShillings(text: string): number | null {
  const digits = text.replace(/[^0-9]/g, '');
  if (digits === '') {
    return null;
  }
  const amount = Number(digits.slice(0, 15));
  return Number.isSafeInteger(amount) ? amount : null;
}

/** A decimal as typed ("1.25", "1,250.5"); null when empty, undefined when not a number (yet). */
export function parseDecimal(text: string): number | null | undefined {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') {
    return null;
  }
  if (!/^-?\d*\.?\d+$|^-?\d+\.?$/.test(cleaned)) {
    return undefined;
  }
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}
