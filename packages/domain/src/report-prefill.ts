import type { PropertyType } from './estimate.ts';
import { inspectionGps, isAnswered, templateItems } from './inspections.ts';
import type { AnswerValue, GpsAnswer, InspectionAnswers, InspectionTemplate, TemplateItem } from './inspections.ts';
import { reportFieldDefinitions } from './report-fields.ts';
import { inspectionPhotoContext } from './report-photo-captions.ts';
import { REQUEST_PURPOSE_LABELS, type RequestPurpose } from './requests.ts';
import type { FieldValue, ReportContent, ReportSection, ReportSources, TemplateField, ValueKind } from './reports.ts';
import { conditionLabel } from './condition.ts';
import { nairobiToday } from './visits.ts';

/**
 * A new report filled in from everything known when it is started: the request, its property,
 * the submitted inspection, the photos, the valuer and the firm. The values and their words
 * stay empty: they are the valuer's judgement. The same facts are frozen into `sources`, so
 * the narrative's placeholders keep resolving as they did, whatever changes later.
 */
export interface PrefillInput {
  /** The template version's sections. */
  sections: ReportSection[];
  request: { purpose: RequestPurpose | null; requestedAt: string };
  property: {
    title: string;
    propertyType: PropertyType | null;
    county: string | null;
    town: string | null;
    address: string | null;
    lrNumber: string | null;
    sizeSqm: number | null;
  };
  client: { name: string; email: string };
  /**
   * What a person confirmed from the request's title documents (the krooki / title deed
   * extractor), latest confirmation first; null when nothing was confirmed.
   */
  title: { registryMapSheet: string | null; deedPlanNumber: string | null; registeredOwner: string | null } | null;
  /** The kinds of paper the client attached to the request (title deed, certificate of lease, …). */
  documentCategories?: readonly string[];
  inspection: {
    template: InspectionTemplate;
    answers: InspectionAnswers;
    submittedAt: string;
    /** YYYY-MM-DD, Nairobi: the day the valuer was on site; null for inspections recorded before it was asked. */
    inspectedOn: string | null;
  };
  /** The inspection's photos, oldest first; `itemId` is the checklist item each was taken on. */
  photos: Array<{ documentId: string; caption: string | null; itemId: string | null }>;
  valuer: { name: string; vrbNumber: string | null };
  firm: { name: string; address: string };
  /** YYYY-MM-DD, Nairobi. */
  today: string;
}

const TEXT_MAX = 2000;
const PHOTOS_MAX = 60;
export const DEFAULT_VALIDITY_MONTHS = 6;

/** Cut to the schema's length, never inside an emoji (a lone surrogate cannot be stored). */
function clip(text: string, max = TEXT_MAX): string {
  if (text.length <= max) {
    return text;
  }
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut.trimEnd()}…`;
}

/** "-1.29210, 36.82190 (±8 m)" */
export function formatGps(gps: GpsAnswer): string {
  return `${gps.latitude.toFixed(5)}, ${gps.longitude.toFixed(5)} (±${Math.round(gps.accuracyM)} m)`;
}

const NUMBER = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 4 });

/** An inspection answer as a valuer would write it ('' when not answered). */
export function answerText(item: TemplateItem, value: AnswerValue | undefined): string {
  if (!isAnswered(value) || value === undefined) {
    return '';
  }
  const label = (v: string) => item.options?.find((o) => o.value === v)?.label ?? v;
  if (typeof value === 'string') {
    return item.kind === 'select' ? label(value) : value.trim().replace(/\s*\n+\s*/g, '; ');
  }
  if (Array.isArray(value)) {
    return value.map(label).join(', ');
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'number') {
    return item.unit ? `${NUMBER.format(value)} ${item.unit}` : String(value);
  }
  if ('rating' in value) {
    const rating = conditionLabel(value.rating);
    return value.note?.trim() ? `${rating} — ${value.note.trim()}` : rating;
  }
  return formatGps(value);
}

function makeReader(template: InspectionTemplate, answers: InspectionAnswers) {
  const items = templateItems(template);
  const text = (itemId: string) => {
    const found = items.find(({ item }) => item.id === itemId);
    return found ? answerText(found.item, answers[itemId]) : '';
  };
  const number = (itemId: string) => {
    const value = answers[itemId];
    return typeof value === 'number' ? value : null;
  };
  /** "Water: Mains supply, Storage tank; Electricity: Connected (KPLC)" for the answered items of a section. */
  const summary = (sectionId: string, skip: string[] = []) =>
    items
      .filter(({ item, section }) => section.id === sectionId && !skip.includes(item.id))
      .map(({ item }) => [item.label, answerText(item, answers[item.id]).replace(/[.;\s]+$/, '')] as const)
      .filter(([, answer]) => answer !== '')
      .map(([itemLabel, answer]) => `${itemLabel}: ${answer}`)
      .join('; ');
  return { text, number, summary };
}

function defaultBasis(values: readonly ValueKind[], purpose: RequestPurpose | null): string {
  if (values.includes('forcedSaleValue')) {
    return 'Market Value and Forced Sale Value';
  }
  if (values.includes('insuranceValue') && !values.includes('marketValue')) {
    return 'Reinstatement cost';
  }
  return purpose === 'probate' ? 'Market Value for probate' : 'Market Value';
}

/** A known value in the form its field takes, or null when it does not fit (a choice not offered, a number for text…). */
function fit(def: TemplateField, value: string | number | null | undefined): FieldValue {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  switch (def.type) {
    case 'money':
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'choice':
      return typeof value === 'string' && (def.options ?? []).includes(value) ? value : null;
    case 'date':
    case 'text':
      return typeof value === 'string' ? clip(value) : String(value);
  }
}

const blankToNull = (text: string | null) => (text && text.trim() !== '' ? text.trim() : null);

/**
 * Who instructed the valuation. A request for a mortgage or bank names no lender of its own, so
 * the client who ordered it is the instructing party until the valuer names the bank.
 */
/**
 * Tenure as the attached papers show it: a certificate of lease is issued only for a leasehold,
 * a title deed for a freehold. The inspection's own answer wins; the valuer confirms either.
 */
export function tenureFromPapers(categories: readonly string[] | undefined): 'Leasehold' | 'Freehold' | null {
  if (categories?.includes('certificate_of_lease')) {
    return 'Leasehold';
  }
  return categories?.includes('title_deed') ? 'Freehold' : null;
}

function instructingParty(input: PrefillInput): string | null {
  return input.request.purpose === 'mortgage' ? blankToNull(input.client.name) : null;
}

export function prefillReport(input: PrefillInput): ReportContent {
  const { property, inspection } = input;
  const read = makeReader(inspection.template, inspection.answers);
  const isLand = property.propertyType === 'land';
  const gps = inspectionGps(inspection.template, inspection.answers);
  const measuredSite = read.number('site.area');
  const measuredBuiltUp = read.number('improvements.built_up_area');
  // The client's stated size is the plot for land and the floor area for a building.
  const clientSize = property.sizeSqm;
  const siteAreaHa = measuredSite ?? (isLand && clientSize ? Math.round(clientSize) / 10_000 : null);
  const builtUpAreaSqm = measuredBuiltUp ?? (!isLand && clientSize ? clientSize : null);
  const valuationValues = input.sections.flatMap((s) => (s.kind === 'valuation' ? s.values : []));

  const facts: Record<string, string | number | null> = {
    'client.name': blankToNull(input.client.name),
    'client.instructingParty': instructingParty(input),
    'request.purpose': input.request.purpose ? REQUEST_PURPOSE_LABELS[input.request.purpose] : null,
    'dates.instruction': nairobiToday(new Date(input.request.requestedAt)),
    'dates.inspection': inspection.inspectedOn ?? nairobiToday(new Date(inspection.submittedAt)),
    'dates.valuation': input.today,
    'property.title': blankToNull(property.title),
    'property.lrNumber': blankToNull(property.lrNumber),
    'property.county': blankToNull(property.county),
    'property.town': blankToNull(property.town),
    'property.address': blankToNull(property.address),
    'property.registryMapSheet': blankToNull(input.title?.registryMapSheet ?? null),
    'property.deedPlanNumber': blankToNull(input.title?.deedPlanNumber ?? null),
    'property.registeredOwner': blankToNull(input.title?.registeredOwner ?? null),
    'location.gps': gps ? formatGps(gps) : null,
    // Tenure and lease term come from the inspection's tenure section when its template asks for them.
    'tenure.type': blankToNull(read.text('tenure.type')) ?? tenureFromPapers(input.documentCategories),
    'tenure.termYears': read.number('tenure.term_years'),
    'tenure.user': blankToNull(read.text('tenure.user')),
    'areas.siteAreaHa': siteAreaHa,
    'areas.builtUpAreaSqm': builtUpAreaSqm,
    'services.summary': blankToNull(read.summary('services')),
    'planning.zoning': blankToNull(read.text('neighbourhood.zoning')),
    'improvements.description': blankToNull(read.summary('improvements', ['improvements.built_up_area'])),
    'improvements.condition': blankToNull(read.text('condition.overall')),
  };
  const defaults: Record<string, string | number> = {
    'valuation.basis': defaultBasis(valuationValues, input.request.purpose),
    'valuation.method':
      valuationValues.length > 0 && valuationValues.every((v) => v === 'insuranceValue')
        ? 'Cost (contractor’s)'
        : 'Comparison',
    'valuation.validityMonths': DEFAULT_VALIDITY_MONTHS,
  };

  const fields: Record<string, FieldValue> = {};
  for (const [key, def] of reportFieldDefinitions(input.sections)) {
    fields[key] = fit(def, facts[key] ?? defaults[key]);
  }

  const known: Record<string, string | number | null> = {
    ...facts,
    'valuer.name': blankToNull(input.valuer.name),
    'valuer.vrbNumber': blankToNull(input.valuer.vrbNumber),
    'firm.name': blankToNull(input.firm.name),
    'firm.address': blankToNull(input.firm.address),
    'client.email': blankToNull(input.client.email),
    'inspection.date': facts['dates.inspection'] ?? null,
    'inspection.builtUpArea': measuredBuiltUp,
    'inspection.siteArea': measuredSite,
    'inspection.condition': facts['improvements.condition'] ?? null,
    'inspection.services': facts['services.summary'] ?? null,
    'inspection.accommodation': blankToNull(read.text('improvements.accommodation')),
    'inspection.neighbourhood': blankToNull(read.text('neighbourhood.character').replace(/[.\s]+$/, '')),
    'inspection.access': blankToNull(read.text('site.access_road')),
    'inspection.gps': facts['location.gps'] ?? null,
  };
  const sources: ReportSources = {};
  for (const [key, value] of Object.entries(known)) {
    if (value !== null) {
      sources[key] = typeof value === 'string' ? clip(value) : value;
    }
  }

  return {
    // A copy: the report edits its own sections, never the template version it came from.
    sections: JSON.parse(JSON.stringify(input.sections)) as ReportSection[],
    fields,
    comparables: [],
    photos: input.photos.slice(0, PHOTOS_MAX).map((p) => {
      const { caption, section } = inspectionPhotoContext(inspection.template, inspection.answers, p);
      return { documentId: p.documentId, caption, ...(section ? { section } : {}) };
    }),
    sources,
  };
}
