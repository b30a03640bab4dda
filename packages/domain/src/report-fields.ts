import { formatKsh } from './money.ts';
import {
  VALUE_KINDS,
  VALUE_LABELS,
  valueKey,
  valueWordsKey,
  type FieldType,
  type FieldValue,
  type ReportSection,
  type TemplateField,
} from './reports.ts';
import { parseYmd } from './nairobi-time.ts';
import { MONTH_NAMES } from './calendar-names.ts';

/** What the editor, the checks and the PDF know about a standard field key. */
export interface ReportFieldSpec {
  label: string;
  type: FieldType;
  unit?: string;
  options?: string[];
}

export const TENURE_TYPES = ['Freehold', 'Leasehold'];
export const VALUATION_BASES = [
  'Market Value',
  'Market Value and Forced Sale Value',
  'Reinstatement cost',
  'Market Value for probate',
];
export const VALUATION_METHODS = ['Comparison', 'Investment (income)', 'Cost (contractor’s)', 'Residual', 'Profits'];

/** The standard fields: one namespace with the narrative placeholders (`{{property.lrNumber}}`). */
export const REPORT_FIELDS: Record<string, ReportFieldSpec> = {
  'client.name': { label: 'Client', type: 'text' },
  'client.instructingParty': { label: 'Instructing party', type: 'text' },
  'request.purpose': { label: 'Purpose of the valuation', type: 'text' },
  'valuation.basis': { label: 'Basis of value', type: 'choice', options: VALUATION_BASES },
  'valuation.method': { label: 'Method of valuation', type: 'choice', options: VALUATION_METHODS },
  'valuation.validityMonths': { label: 'Validity', type: 'number', unit: 'months' },
  'dates.instruction': { label: 'Date of instruction', type: 'date' },
  'dates.inspection': { label: 'Date of inspection', type: 'date' },
  'dates.valuation': { label: 'Date of valuation', type: 'date' },
  'property.title': { label: 'Property', type: 'text' },
  'property.lrNumber': { label: 'LR / title number', type: 'text' },
  'property.registryMapSheet': { label: 'Registry map sheet', type: 'text' },
  'property.deedPlanNumber': { label: 'Deed plan number', type: 'text' },
  'property.registeredOwner': { label: 'Registered owner', type: 'text' },
  'property.encumbrances': { label: 'Encumbrances', type: 'text' },
  'property.county': { label: 'County', type: 'text' },
  'property.town': { label: 'Town', type: 'text' },
  'property.address': { label: 'Address', type: 'text' },
  'location.gps': { label: 'GPS position', type: 'text' },
  'tenure.type': { label: 'Tenure', type: 'choice', options: TENURE_TYPES },
  'tenure.termYears': { label: 'Lease term', type: 'number', unit: 'years' },
  'tenure.unexpiredYears': { label: 'Unexpired term', type: 'number', unit: 'years' },
  'tenure.groundRent': { label: 'Annual ground rent', type: 'money' },
  'tenure.user': { label: 'User', type: 'text' },
  'areas.siteAreaHa': { label: 'Site area', type: 'number', unit: 'ha' },
  'areas.builtUpAreaSqm': { label: 'Built-up area', type: 'number', unit: 'm²' },
  'services.summary': { label: 'Services', type: 'text' },
  'planning.zoning': { label: 'Planning and zoning', type: 'text' },
  'improvements.description': { label: 'Improvements', type: 'text' },
  'improvements.condition': { label: 'Condition', type: 'text' },
  'values.marketValue': { label: VALUE_LABELS.marketValue, type: 'money' },
  'values.forcedSaleValue': { label: VALUE_LABELS.forcedSaleValue, type: 'money' },
  'values.insuranceValue': { label: VALUE_LABELS.insuranceValue, type: 'money' },
  'values.marketValueWords': { label: `${VALUE_LABELS.marketValue} in words`, type: 'text' },
  'values.forcedSaleValueWords': { label: `${VALUE_LABELS.forcedSaleValue} in words`, type: 'text' },
  'values.insuranceValueWords': { label: `${VALUE_LABELS.insuranceValue} in words`, type: 'text' },
};

/**
 * The friendly name of a `{{key}}` placeholder, as the template preview and the report editor
 * show it: the report's own field first (its template may rename it), then a standard field,
 * then a frozen fact; an unknown key shows as itself.
 */
export function placeholderLabel(key: string, definitions?: ReadonlyMap<string, { label: string }>): string {
  return definitions?.get(key)?.label ?? REPORT_FIELDS[key]?.label ?? REPORT_SOURCE_FIELDS[key]?.label ?? key;
}

/**
 * Facts frozen into a report's sources that are not fields of their own: placeholders such as
 * `{{valuer.vrbNumber}}` or `{{inspection.builtUpArea}}` resolve from them.
 */
export const REPORT_SOURCE_FIELDS: Record<string, ReportFieldSpec> = {
  'valuer.name': { label: 'Valuer', type: 'text' },
  'valuer.vrbNumber': { label: 'VRB number', type: 'text' },
  'firm.name': { label: 'Firm', type: 'text' },
  'firm.address': { label: 'Firm address', type: 'text' },
  'client.email': { label: 'Client e-mail', type: 'text' },
  'inspection.date': { label: 'Date of site inspection', type: 'date' },
  'inspection.builtUpArea': { label: 'Built-up area as measured', type: 'number', unit: 'm²' },
  'inspection.siteArea': { label: 'Site area as measured', type: 'number', unit: 'ha' },
  'inspection.condition': { label: 'Overall condition as seen', type: 'text' },
  'inspection.services': { label: 'Services as seen', type: 'text' },
  'inspection.accommodation': { label: 'Accommodation', type: 'text' },
  'inspection.neighbourhood': { label: 'Neighbourhood as seen', type: 'text' },
  'inspection.access': { label: 'Access road', type: 'text' },
  'inspection.gps': { label: 'GPS position as captured', type: 'text' },
};

/** A template field for a standard key, e.g. `standardField('property.lrNumber', true)`. Throws for an unknown key. */
export function standardField(key: string, required = false, extra: Pick<TemplateField, 'help'> = {}): TemplateField {
  const spec = REPORT_FIELDS[key];
  if (!spec) {
    throw new Error(`Unknown report field: ${key}`);
  }
  return {
    key,
    label: spec.label,
    type: spec.type,
    required,
    ...(spec.options ? { options: [...spec.options] } : {}),
    ...(spec.unit ? { unit: spec.unit } : {}),
    ...extra,
  };
}

/**
 * Every field a report's sections define, by key: the fields sections' own fields, then the
 * valuation section's values and their words (always required). The first definition of a key wins.
 */
export function reportFieldDefinitions(sections: readonly ReportSection[]): Map<string, TemplateField> {
  const definitions = new Map<string, TemplateField>();
  const add = (field: TemplateField) => {
    if (!definitions.has(field.key)) {
      definitions.set(field.key, field);
    }
  };
  for (const section of sections) {
    if (section.kind === 'fields') {
      section.fields.forEach(add);
    }
  }
  for (const section of sections) {
    if (section.kind === 'valuation') {
      for (const kind of VALUE_KINDS.filter((k) => section.values.includes(k))) {
        add(standardField(valueKey(kind), true));
        add(standardField(valueWordsKey(kind), true));
      }
    }
  }
  return definitions;
}

const NUMBER = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 4 });

/** "2026-03-12" → "12 March 2026"; anything else as given. */
export function formatReportDate(ymd: string): string {
  const date = parseYmd(ymd);
  return date ? `${date.day} ${MONTH_NAMES[date.month - 1] ?? ''} ${date.year}` : ymd;
}

/**
 * A value as the report prints it ('' when empty): money "KSh 1,234,567", date "12 March 2026",
 * number with its unit "1.25 ha", text and choices as written.
 */
export function formatFieldValue(
  def: { type: FieldType; unit?: string | undefined },
  value: FieldValue | undefined,
): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    const text = value.trim();
    return def.type === 'date' ? formatReportDate(text) : text;
  }
  switch (def.type) {
    case 'money':
      return formatKsh(value);
    case 'number':
      return def.unit ? `${NUMBER.format(value)} ${def.unit}` : NUMBER.format(value);
    case 'date':
    case 'choice':
    case 'text':
      return String(value);
  }
}

/** Whether a value counts as filled in: a number, or text that is not blank. */
export function isFieldFilled(value: FieldValue | undefined): boolean {
  return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
}
