import { DEFAULT_MIN_COMPARABLES } from '@thamani/domain/firm';
import { isComparisonMethod, recordedComparables } from '@thamani/domain/report-comparables';
import { reportFieldDefinitions } from '@thamani/domain/report-fields';
import { unresolvedPlaceholders } from '@thamani/domain/report-placeholders';
import { amountInWords } from '@thamani/domain/report-words';
import {
  valueKey,
  valueWordsKey,
  type FieldValue,
  type ReportContent,
  type TemplateField,
} from '@thamani/domain/reports';

/** The values a completed test report states (FSV 80 % of MV, inside the default band). */
export const TEST_VALUES = { marketValue: 12_500_000, forcedSaleValue: 10_000_000, insuranceValue: 8_000_000 } as const;

function sampleValue(field: TemplateField, today: string): FieldValue {
  switch (field.type) {
    case 'money':
      return 1_000_000;
    case 'number':
      return 12;
    case 'date':
      return today;
    case 'choice':
      return field.options?.[0] ?? 'Stated';
    case 'text':
      return `Stated ${field.label.toLowerCase()}`;
  }
}

/** A comparison-method valuation needs the firm's default minimum of recorded sales (3). */
function withEnoughComparables(content: ReportContent, today: string): ReportContent['comparables'] {
  const method = content.fields['valuation.method'];
  if (typeof method !== 'string' || !isComparisonMethod(method)) {
    return content.comparables;
  }
  const recorded = recordedComparables(content.comparables).length;
  const more = Array.from({ length: Math.max(0, DEFAULT_MIN_COMPARABLES - recorded) }, (_, i) => ({
    id: `test-sale-${i + 1}`,
    address: `Test sale ${i + 1}, Kilimani`,
    date: today,
    price: 12_000_000 + i * 500_000,
    sizeSqm: 200,
    adjustmentPercent: 0,
    notes: '',
  }));
  return [...content.comparables, ...more];
}

/**
 * A started report made ready to submit, as a valuer would: every required field filled, the
 * firm's minimum of comparable sales for the comparison method, the values with their words, inspected and valued `today`, every placeholder given a value.
 */
export function completeReport(content: ReportContent, today: string): ReportContent {
  const fields = { ...content.fields };
  for (const field of reportFieldDefinitions(content.sections).values()) {
    const current = fields[field.key];
    if (field.required && (current === undefined || current === null || current === '')) {
      fields[field.key] = sampleValue(field, today);
    }
  }
  for (const [kind, amount] of Object.entries(TEST_VALUES) as Array<[keyof typeof TEST_VALUES, number]>) {
    fields[valueKey(kind)] = amount;
    fields[valueWordsKey(kind)] = amountInWords(amount);
  }
  fields['dates.inspection'] = today;
  fields['dates.valuation'] = today;
  const filled = { ...content, fields, comparables: withEnoughComparables(content, today) };
  for (const { key } of unresolvedPlaceholders(filled)) {
    fields[key] = `Stated ${key}`;
  }
  return { ...filled, fields };
}
