import { formatKsh } from '@thamani/domain/money';
import { formatFieldValue, REPORT_FIELDS } from '@thamani/domain/report-fields';
import { fsvShareText } from '@thamani/domain/report-fsv-share';
import { amountInWords } from '@thamani/domain/report-words';
import { VALUE_KINDS, VALUE_LABELS, valueKey, valueWordsKey, type ReportContent, type ValueKind } from '@thamani/domain/reports';

/** Printed where a value is not filled in. */
export const EMPTY = '—';

/** A field or source as printed ('' when unknown): fields first, then the frozen sources. */
export function printedValue(content: ReportContent, key: string): string {
  const spec = REPORT_FIELDS[key] ?? { type: 'text' as const };
  const field = content.fields[key];
  const fromField = field === undefined ? '' : formatFieldValue(spec, field);
  if (fromField !== '') {
    return fromField;
  }
  const source = content.sources[key];
  return source === undefined ? '' : formatFieldValue(spec, source);
}

export interface StatedValue {
  kind: ValueKind;
  label: string;
  figures: string;
  words: string;
  /** The FSV's share of the MV ("75 % of market value"); null for the other values or while unknown. */
  share: string | null;
}

/** Words as written by the valuer, else as the figures say them; '' without a whole amount. */
function valueWords(content: ReportContent, kind: ValueKind, amount: number | null): string {
  const written = content.fields[valueWordsKey(kind)];
  if (typeof written === 'string' && written.trim() !== '') {
    return written.trim();
  }
  if (amount === null) {
    return '';
  }
  try {
    return amountInWords(amount);
  } catch {
    return '';
  }
}

/**
 * The values the report states: those its valuation section lists (in the usual order), or —
 * without a valuation section — every value filled in.
 */
export function statedValues(content: ReportContent): StatedValue[] {
  const section = content.sections.find((s) => s.kind === 'valuation');
  const kinds = VALUE_KINDS.filter((kind) =>
    section ? section.values.includes(kind) : typeof content.fields[valueKey(kind)] === 'number',
  );
  return kinds.map((kind) => {
    const raw = content.fields[valueKey(kind)];
    const amount = typeof raw === 'number' ? raw : null;
    return {
      kind,
      label: VALUE_LABELS[kind],
      figures: amount === null ? EMPTY : formatKsh(amount),
      words: valueWords(content, kind, amount),
      share: kind === 'forcedSaleValue' ? fsvShareText(content.fields) : null,
    };
  });
}
