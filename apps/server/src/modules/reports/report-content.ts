import { createHash } from 'node:crypto';
import { VALUE_KINDS, valueKey, type ReportContent, type ReportSources, type ValueKind } from '@thamani/domain/reports';

/** JSON with every object's keys sorted: the same content always gives the same bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the content's canonical JSON: the fingerprint of a frozen submission. */
export function contentSha256(content: ReportContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** Two contents say the same thing (key order aside). */
export function sameContent(a: ReportContent, b: ReportContent): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The three values as whole shillings (null when not stated). */
export function valuesOf(content: ReportContent): Record<ValueKind, number | null> {
  const out = {} as Record<ValueKind, number | null>;
  for (const kind of VALUE_KINDS) {
    const value = content.fields[valueKey(kind)];
    out[kind] = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
  }
  return out;
}

/**
 * The valuer's name and VRB number as they are now, in the content's sources: a valuer who
 * adds their VRB number after starting a report sees it resolve, and the submission freezes it.
 */
export function withValuerSources(
  content: ReportContent,
  valuer: { name: string; vrbNumber: string | null },
): ReportContent {
  const sources: ReportSources = { ...content.sources, 'valuer.name': valuer.name };
  if (valuer.vrbNumber) {
    sources['valuer.vrbNumber'] = valuer.vrbNumber;
  } else {
    delete sources['valuer.vrbNumber'];
  }
  return { ...content, sources };
}
