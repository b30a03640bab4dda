import { formatKsh } from './money.ts';
import { formatReportDate, isFieldFilled, reportFieldDefinitions } from './report-fields.ts';
import { unresolvedPlaceholders } from './report-placeholders.ts';
import { wordsMatchAmount } from './report-words.ts';
import { isComparisonMethod, recordedComparables } from './report-comparables.ts';
import {
  CHECK_IDS,
  VALUE_KINDS,
  VALUE_LABELS,
  valueKey,
  valueWordsKey,
  type CheckId,
  type ReportCheck,
  type ReportChecks,
  type ReportContent,
  type ValueKind,
} from './reports.ts';
import { parseYmd } from './nairobi-time.ts';
import { PROPERTY_TYPE_LABELS } from './display.ts';
import type { PropertyType } from './estimate.ts';

/**
 * The checks a report passes before it is submitted, in the valuer's words, each pointing at
 * what to fix. A fail blocks submission; a warning is for the valuer's (and the reviewer's)
 * judgement; "not applicable" says the check does not apply to this report (or cannot run yet)
 * and is never shown as a pass, nor blocks.
 */
export interface ReportChecksInput {
  content: ReportContent;
  valuerVrbNumber: string | null;
  /** FSV / MV, e.g. { min: 0.7, max: 0.85 }. */
  fsvBand: { min: number; max: number };
  /** Comparable sales a comparison-method valuation needs at least (the firm's setting). */
  minComparables: number;
  /** YYYY-MM-DD, Nairobi. */
  today: string;
  /** The request's property type; null when the client gave none. */
  propertyType: PropertyType | null;
}

export const CHECK_LABELS: Record<CheckId, string> = {
  required_fields: 'Required fields filled in',
  fsv_not_above_mv: 'Forced Sale Value not above Market Value',
  fsv_band: 'Forced Sale Value within the firm’s band',
  words_match_figures: 'Values in words match the figures',
  valuer_vrb_number: 'Valuer’s VRB number',
  dates_in_order: 'Dates in order',
  placeholders_resolved: 'No unfilled placeholders',
  comparables_enough: 'Enough comparable sales for the comparison method',
  comparables_recent: 'Comparable sales within 24 months',
  photos_included: 'Photographs of the property included',
};

type Outcome = Omit<ReportCheck, 'id' | 'label'>;

const pass = (message: string): Outcome => ({ result: 'pass', message, target: null });
const fail = (message: string, target: ReportCheck['target']): Outcome => ({ result: 'fail', message, target });
const notApplicable = (message: string): Outcome => ({ result: 'not_applicable', message, target: null });

/** "A, B, C + 2 more" */
function listOf(items: string[], shown = 3): string {
  const head = items.slice(0, shown).join(', ');
  return items.length > shown ? `${head} + ${items.length - shown} more` : head;
}

const PERCENT = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });

function statedValues(content: ReportContent): readonly ValueKind[] {
  const section = content.sections.find((s) => s.kind === 'valuation');
  return section?.kind === 'valuation' ? VALUE_KINDS.filter((k) => section.values.includes(k)) : [];
}

function amount(content: ReportContent, kind: ValueKind): number | null {
  const value = content.fields[valueKey(kind)];
  return typeof value === 'number' ? value : null;
}

/** MV and FSV when the report states both and both are filled in. */
function mvAndFsv(content: ReportContent): { mv: number; fsv: number } | string {
  const stated = statedValues(content);
  if (!stated.includes('marketValue') || !stated.includes('forcedSaleValue')) {
    return 'This report does not state both a Market Value and a Forced Sale Value.';
  }
  const mv = amount(content, 'marketValue');
  const fsv = amount(content, 'forcedSaleValue');
  return mv === null || fsv === null ? 'Checked once both values are filled in.' : { mv, fsv };
}

/** The comparables section to point at, else the method field. */
function comparablesTarget(content: ReportContent): ReportCheck['target'] {
  const section = content.sections.find((s) => s.kind === 'comparables');
  return section ? { sectionId: section.id } : { fieldKey: 'valuation.method' };
}

const COMPARABLE_AGE_MONTHS = 24;

const salesCount = (n: number) => `${n} comparable sale${n === 1 ? '' : 's'}`;

/** The same day `months` earlier ("2026-03-12" − 24 → "2024-03-12"); YYYY-MM-DD compares as text. */
function monthsBefore(ymd: string, months: number): string {
  const [y = 0, m = 1, d = 1] = ymd.split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}-${pad(d)}`;
}

const RUNNERS: Record<CheckId, (input: ReportChecksInput) => Outcome> = {
  required_fields: ({ content }) => {
    const missing = [...reportFieldDefinitions(content.sections).values()].filter(
      (def) => def.required && !isFieldFilled(content.fields[def.key]),
    );
    const first = missing[0];
    return first
      ? fail(`Fill in ${listOf(missing.map((d) => d.label))}.`, { fieldKey: first.key })
      : pass('All required fields are filled in.');
  },

  fsv_not_above_mv: ({ content }) => {
    const values = mvAndFsv(content);
    if (typeof values === 'string') {
      return notApplicable(values);
    }
    return values.fsv > values.mv
      ? fail(`Forced Sale Value (${formatKsh(values.fsv)}) is above Market Value (${formatKsh(values.mv)}).`, {
          fieldKey: valueKey('forcedSaleValue'),
        })
      : pass('Forced Sale Value is not above Market Value.');
  },

  fsv_band: ({ content, fsvBand }) => {
    const values = mvAndFsv(content);
    if (typeof values === 'string') {
      return notApplicable(values);
    }
    if (values.mv <= 0) {
      return notApplicable('Checked once the Market Value is above zero.');
    }
    // Compared as shown (one decimal), so a ratio printed as "85 %" is never called outside 70–85 %.
    const percent = Math.round((values.fsv / values.mv) * 1000) / 10;
    const [min, max] = [fsvBand.min * 100, fsvBand.max * 100];
    const band = `${PERCENT.format(min)}–${PERCENT.format(max)} %`;
    return percent < min || percent > max
      ? {
          result: 'warning',
          message: `FSV is ${PERCENT.format(percent)} % of MV; the firm’s usual band is ${band}.`,
          target: { fieldKey: valueKey('forcedSaleValue') },
        }
      : pass(`FSV is ${PERCENT.format(percent)} % of MV, within the firm’s usual band of ${band}.`);
  },

  words_match_figures: ({ content }) => {
    const compared = statedValues(content).flatMap((kind) => {
      const figure = amount(content, kind);
      const words = content.fields[valueWordsKey(kind)];
      return figure !== null && typeof words === 'string' && words.trim() !== '' ? [{ kind, figure, words }] : [];
    });
    const wrong = compared.filter(({ figure, words }) => !wordsMatchAmount(words, figure));
    const first = wrong[0];
    if (first) {
      const sentences = wrong.map(
        ({ kind, figure }) => `${VALUE_LABELS[kind]} in words does not say ${formatKsh(figure)}.`,
      );
      return fail(sentences.join(' '), { fieldKey: valueWordsKey(first.kind) });
    }
    return compared.length > 0
      ? pass('The values in words match their figures.')
      : notApplicable('Checked once the values and their words are filled in.');
  },

  valuer_vrb_number: ({ valuerVrbNumber }) =>
    valuerVrbNumber && valuerVrbNumber.trim() !== ''
      ? pass(`VRB number ${valuerVrbNumber.trim()} will be printed on the report.`)
      : fail('Add your VRB registration number to your valuer details.', { profile: true }),

  dates_in_order: ({ content, today }) => {
    const date = (key: string) => {
      const value = content.fields[key];
      return typeof value === 'string' && parseYmd(value.trim()) ? value.trim() : null;
    };
    const inspection = date('dates.inspection');
    const valuation = date('dates.valuation');
    if (!inspection || !valuation) {
      const missing = [!inspection && 'the date of inspection', !valuation && 'the date of valuation'].filter(Boolean);
      return fail(`Fill in ${missing.join(' and ')}.`, {
        fieldKey: inspection ? 'dates.valuation' : 'dates.inspection',
      });
    }
    if (inspection > valuation) {
      return fail(
        `The date of inspection (${formatReportDate(inspection)}) is after the date of valuation (${formatReportDate(valuation)}).`,
        { fieldKey: 'dates.valuation' },
      );
    }
    if (valuation > today) {
      return fail(`The date of valuation (${formatReportDate(valuation)}) is in the future.`, {
        fieldKey: 'dates.valuation',
      });
    }
    return pass(`Inspected on ${formatReportDate(inspection)}, valued on ${formatReportDate(valuation)}.`);
  },

  placeholders_resolved: ({ content }) => {
    const unresolved = unresolvedPlaceholders(content);
    const first = unresolved[0];
    if (!first) {
      return pass('Every placeholder in the text has a value.');
    }
    const titles = new Map(content.sections.map((s) => [s.id, s.title]));
    const named = unresolved.map(({ sectionId, key }) => `{{${key}}} in ${titles.get(sectionId) ?? sectionId}`);
    return fail(`Fill in or remove ${listOf(named)}.`, { sectionId: first.sectionId });
  },

  comparables_enough: ({ content, minComparables }) => {
    const method = content.fields['valuation.method'];
    if (typeof method !== 'string' || !isComparisonMethod(method)) {
      return notApplicable('Checked when the method of valuation is comparison.');
    }
    const count = recordedComparables(content.comparables).length;
    if (count >= minComparables) {
      return pass(`${salesCount(count)} recorded; the firm asks for at least ${minComparables}.`);
    }
    const recorded =
      count === 0 ? 'no comparable sales are' : `only ${salesCount(count)} ${count === 1 ? 'is' : 'are'}`;
    return fail(
      `The method is Comparison but ${recorded} recorded; the firm asks for at least ${salesCount(minComparables)}. Add sales with their address and price, or choose another method.`,
      comparablesTarget(content),
    );
  },

  comparables_recent: ({ content, today }) => {
    const valuation = content.fields['dates.valuation'];
    const asOf = typeof valuation === 'string' && parseYmd(valuation.trim()) ? valuation.trim() : today;
    const cutoff = monthsBefore(asOf, COMPARABLE_AGE_MONTHS);
    const dated = content.comparables.filter((c) => c.date !== null);
    if (dated.length === 0) {
      return notApplicable('Checked once a comparable sale with its date is recorded.');
    }
    const old = dated.filter((c) => c.date !== null && c.date < cutoff);
    if (old.length === 0) {
      return pass(`No comparable sale is older than ${COMPARABLE_AGE_MONTHS} months before the date of valuation.`);
    }
    const named = old.map(
      (c) => `${c.address.trim() || 'a sale without an address'} (${formatReportDate(c.date ?? '')})`,
    );
    return {
      result: 'warning',
      message: `${old.length === 1 ? 'This sale is' : 'These sales are'} older than ${COMPARABLE_AGE_MONTHS} months before the date of valuation: ${listOf(named, named.length)}. Adjust for time or use more recent sales.`,
      target: comparablesTarget(content),
    };
  },

  photos_included: photosIncluded,
};

/**
 * A report on a building (residential, commercial or industrial) shows the property: without
 * photographs it is a warning. Bare land often has nothing to photograph that the plan and the
 * description do not already say, so for land the check does not apply when none are included.
 * A request without a property type is checked as a building: the stricter rule.
 */
function photosIncluded({ content, propertyType }: ReportChecksInput): Outcome {
  const count = content.photos.length;
  if (count > 0) {
    return pass(`${count} ${count === 1 ? 'photograph is' : 'photographs are'} included.`);
  }
  if (propertyType === 'land') {
    return notApplicable('No photographs are included; they are optional for a report on land.');
  }
  const section = content.sections.find((s) => s.kind === 'photos');
  const kind = propertyType ? PROPERTY_TYPE_LABELS[propertyType].toLowerCase() : null;
  const subject = kind ? `${/^[aeiou]/.test(kind) ? 'An' : 'A'} ${kind} property's report` : 'A report on a building';
  return {
    result: 'warning',
    message: section
      ? `No photographs are included. ${subject} shows the property: pick photographs from the inspection in "${section.title}".`
      : `No photographs are included. ${subject} shows the property: add a photographs section and pick photographs from the inspection.`,
    target: section ? { sectionId: section.id } : null,
  };
}

export function runReportChecks(input: ReportChecksInput): ReportChecks {
  const checks = CHECK_IDS.map((id): ReportCheck => ({ id, label: CHECK_LABELS[id], ...RUNNERS[id](input) }));
  return { checks, blocked: checks.some((c) => c.result === 'fail') };
}
