import type { TemplateItem } from '@thamani/domain/inspections';

/** An answer in words, for the conflict dialog. */
export function formatAnswer(item: TemplateItem | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') {
    return 'No answer';
  }
  const optionLabel = (v: string) => item?.options?.find((o) => o.value === v)?.label ?? v;
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'string') {
    return item?.kind === 'select' ? optionLabel(value) : value;
  }
  if (typeof value === 'number') {
    return item?.unit ? `${value} ${item.unit}` : String(value);
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? 'No answer' : value.map((v) => optionLabel(String(v))).join(', ');
  }
  if (typeof value === 'object' && 'rating' in value) {
    const { rating, note } = value as { rating: number; note?: string };
    return note ? `${rating} of 5 — ${note}` : `${rating} of 5`;
  }
  if (typeof value === 'object' && 'latitude' in value) {
    const { latitude, longitude, accuracyM } = value as { latitude: number; longitude: number; accuracyM: number };
    return `${latitude.toFixed(6)}, ${longitude.toFixed(6)} (± ${Math.round(accuracyM)} m)`;
  }
  return JSON.stringify(value);
}
