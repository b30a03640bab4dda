import { standardField as f } from './report-fields.ts';
import { paragraphs } from './report-placeholders.ts';
import type { RequestPurpose } from './requests.ts';
import type { ReportSection, ReportTemplateBody, RichTextDoc, TemplateField, ValueKind } from './reports.ts';

/**
 * The firm's seeded report templates, as versioned data, following Kenyan practice (Valuers Act
 * Cap. 532, International Valuation Standards, what banks' panels ask for). The server inserts
 * each (key, version) once at start-up; to change one, add a new version here — reports keep
 * the version they were started from.
 */

export const SEEDED_TEMPLATE_KEYS = ['bank-mortgage', 'market-sale', 'insurance-reinstatement', 'probate'] as const;
export type SeededTemplateKey = (typeof SEEDED_TEMPLATE_KEYS)[number];

const para = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });

function withBullets(intro: string, items: string[], outro?: string): RichTextDoc {
  return {
    type: 'doc',
    content: [
      para(intro),
      { type: 'bulletList', content: items.map((text) => ({ type: 'listItem', content: [para(text)] })) },
      ...(outro ? [para(outro)] : []),
    ],
  };
}

const narrative = (id: string, title: string, body: RichTextDoc): ReportSection => ({
  id,
  kind: 'narrative',
  title,
  body,
});
const fields = (id: string, title: string, list: TemplateField[]): ReportSection => ({
  id,
  kind: 'fields',
  title,
  fields: list,
});
const valuation = (values: ValueKind[]): ReportSection => ({
  id: 'valuation',
  kind: 'valuation',
  title: 'Valuation',
  values,
});

const particulars = (extra: TemplateField[] = [], instructingParty = false) =>
  fields('particulars', 'Instructions and dates', [
    f('client.name', true),
    ...(instructingParty
      ? [f('client.instructingParty', true, { help: 'The bank or institution that instructed the valuation.' })]
      : []),
    f('request.purpose'),
    ...extra,
    f('dates.instruction', true),
    f('dates.inspection', true),
    f('dates.valuation', true),
  ]);

const basisAndMethod = () =>
  fields('basis', 'Basis and method', [
    f('valuation.basis', true),
    f('valuation.method', true),
    f('valuation.validityMonths', true),
  ]);

const identification = (registeredOwner: boolean) =>
  fields('identification', 'Identification and title', [
    f('property.title', true),
    f('property.lrNumber', true),
    f('property.registryMapSheet'),
    f('property.deedPlanNumber'),
    f('property.registeredOwner', registeredOwner),
    f('property.encumbrances', false, {
      help: 'As stated on the title or the official search, e.g. "Charge to ABC Bank".',
    }),
  ]);

const tenure = () =>
  fields('tenure', 'Tenure', [
    f('tenure.type', true),
    f('tenure.termYears', false, { help: 'Leasehold only: the term granted, e.g. 99 years.' }),
    f('tenure.unexpiredYears'),
    f('tenure.groundRent'),
    f('tenure.user'),
  ]);

const location = () =>
  fields('location', 'Location', [
    f('property.county', true),
    f('property.town', true),
    f('property.address'),
    f('location.gps', true),
  ]);

const situation = () =>
  narrative(
    'situation',
    'Situation',
    paragraphs(
      'The property is situated in {{property.town}}, {{property.county}} County, at GPS position {{location.gps}}.',
      'The neighbourhood, as seen on inspection: {{inspection.neighbourhood}}',
    ),
  );

const site = (siteAreaRequired: boolean) =>
  fields('site', 'Site, services and planning', [
    f('areas.siteAreaHa', siteAreaRequired),
    f('services.summary'),
    f('planning.zoning'),
  ]);

const improvements = (required: boolean) =>
  fields('improvements', 'Improvements and condition', [
    f('areas.builtUpAreaSqm', required),
    f('improvements.description', required),
    f('improvements.condition', required),
  ]);

const improvementsNarrative = () =>
  narrative(
    'improvements-notes',
    'Improvements',
    paragraphs(
      'The site is developed with the following improvements: {{improvements.description}}.',
      'The built-up area measures approximately {{areas.builtUpAreaSqm}}. Overall, the improvements are in the following condition: {{improvements.condition}}.',
    ),
  );

const STANDARD_ASSUMPTIONS = [
  'We have relied on a copy of the title and the particulars supplied to us. We have not carried out an official search at the Lands Registry and recommend that one is obtained before relying on this report.',
  'The title is assumed to be good and marketable, free from encumbrances, restrictions and outgoings other than those stated.',
  'We have not carried out a structural survey, tested any services or inspected parts of the building that were covered, unexposed or inaccessible; such parts are assumed to be in good repair.',
  'The land is assumed to be free from contamination and the site suitable for its existing use. No investigation of soil or ground conditions has been made.',
  'The improvements are assumed to have been built with the necessary approvals of the county government and the National Construction Authority, and not to encroach on road reserves, riparian land or neighbouring plots.',
  'No allowance has been made for stamp duty, capital gains tax, value added tax or the costs of sale or purchase.',
];

const REPORT_USE =
  'This report is confidential to the party to whom it is addressed, for the purpose stated, and no responsibility is accepted to any third party for the whole or any part of its contents.';

const assumptions = (extra: string[] = []) =>
  narrative(
    'assumptions',
    'Assumptions and limiting conditions',
    withBullets('This valuation is subject to the following:', [...STANDARD_ASSUMPTIONS, ...extra], REPORT_USE),
  );

const validity = () =>
  narrative(
    'validity',
    'Validity',
    paragraphs(
      'This valuation is valid for {{valuation.validityMonths}} from {{dates.valuation}}, provided that there is no material change in the property or in market conditions in the meantime.',
    ),
  );

const comparables = (): ReportSection => ({ id: 'comparables', kind: 'comparables', title: 'Comparable sales' });
const photos = (): ReportSection => ({ id: 'photos', kind: 'photos', title: 'Photographs' });

const BANK_MORTGAGE: ReportTemplateBody = {
  name: 'Bank / mortgage valuation',
  purpose: 'mortgage',
  description:
    'For a bank or lender: Market Value, Forced Sale Value and insurance value, with title, tenure and the caveats panels expect.',
  sections: [
    narrative(
      'instructions',
      'Instructions',
      paragraphs(
        'We have been instructed by {{client.instructingParty}} on behalf of {{client.name}} to value {{property.title}}, Land Reference {{property.lrNumber}}, for mortgage purposes.',
        'We inspected the property on {{dates.inspection}}. This report states our opinion of its Market Value, Forced Sale Value and insurance (reinstatement) value as at {{dates.valuation}}.',
      ),
    ),
    particulars([], true),
    basisAndMethod(),
    narrative(
      'basis-notes',
      'Basis of value',
      paragraphs(
        'This valuation has been prepared on the basis of {{valuation.basis}}, in accordance with the Valuers Act (Cap. 532) and the International Valuation Standards.',
        'Market Value is the estimated amount for which the property should exchange on the date of valuation between a willing buyer and a willing seller in an arm’s-length transaction after proper marketing, wherein the parties had each acted knowledgeably, prudently and without compulsion.',
        'Forced Sale Value is the amount that may reasonably be received from the sale of the property within a period too short to allow proper marketing, such as a sale by a chargee exercising its statutory power of sale under the Land Act, 2012.',
        'The insurance value is the estimated cost of reinstating the improvements in their present form, including professional fees and demolition, but excluding the value of the land.',
      ),
    ),
    identification(true),
    tenure(),
    location(),
    situation(),
    site(true),
    improvements(false),
    improvementsNarrative(),
    comparables(),
    narrative(
      'method-notes',
      'Valuation approach',
      paragraphs(
        'We have adopted the {{valuation.method}} approach, analysing recent sales of comparable properties in the neighbourhood and adjusting them for differences in location, size, tenure and condition.',
        'The Forced Sale Value reflects a restricted marketing period and the discount a purchaser would expect in a sale by a chargee.',
      ),
    ),
    photos(),
    valuation(['marketValue', 'forcedSaleValue', 'insuranceValue']),
    assumptions([
      'The Forced Sale Value assumes a sale within a restricted marketing period of not more than six months, with vacant possession.',
    ]),
    validity(),
  ],
};

const MARKET_SALE: ReportTemplateBody = {
  name: 'Market value for sale',
  purpose: 'sale',
  description:
    'Market Value for a sale or purchase: the property, its title and tenure, comparable sales and the value.',
  sections: [
    narrative(
      'instructions',
      'Instructions',
      paragraphs(
        'We have been instructed by {{client.name}} to advise on the Market Value of {{property.title}}, Land Reference {{property.lrNumber}}, for sale purposes.',
        'We inspected the property on {{dates.inspection}} and state our opinion of its Market Value as at {{dates.valuation}}.',
      ),
    ),
    particulars(),
    basisAndMethod(),
    narrative(
      'basis-notes',
      'Basis of value',
      paragraphs(
        'This valuation has been prepared on the basis of {{valuation.basis}}, in accordance with the Valuers Act (Cap. 532) and the International Valuation Standards.',
        'Market Value is the estimated amount for which the property should exchange on the date of valuation between a willing buyer and a willing seller in an arm’s-length transaction after proper marketing, wherein the parties had each acted knowledgeably, prudently and without compulsion.',
      ),
    ),
    identification(false),
    tenure(),
    location(),
    situation(),
    site(true),
    improvements(false),
    improvementsNarrative(),
    comparables(),
    narrative(
      'method-notes',
      'Valuation approach',
      paragraphs(
        'We have adopted the {{valuation.method}} approach, analysing recent sales of comparable properties in the neighbourhood and adjusting them for differences in location, size, tenure and condition.',
      ),
    ),
    photos(),
    valuation(['marketValue']),
    assumptions(),
    validity(),
  ],
};

const INSURANCE_REINSTATEMENT: ReportTemplateBody = {
  name: 'Insurance reinstatement valuation',
  purpose: 'insurance',
  description:
    'The cost of rebuilding the improvements for insurance cover: construction, built-up area, condition and the reinstatement value.',
  sections: [
    narrative(
      'instructions',
      'Instructions',
      paragraphs(
        'We have been instructed by {{client.name}} to assess the reinstatement cost of the improvements on {{property.title}}, Land Reference {{property.lrNumber}}, for insurance purposes.',
        'We inspected the property on {{dates.inspection}}. This report states our opinion of the insurance (reinstatement) value as at {{dates.valuation}}.',
      ),
    ),
    particulars(),
    basisAndMethod(),
    narrative(
      'basis-notes',
      'Basis of value',
      paragraphs(
        'The insurance value is the estimated cost of reinstating the improvements in their present form and to a similar standard, using modern materials and methods, should they be totally destroyed.',
        'It includes the costs of demolition and site clearance, professional fees and value added tax, but excludes the value of the land.',
      ),
    ),
    identification(false),
    location(),
    improvements(true),
    narrative(
      'construction',
      'Construction',
      paragraphs(
        'The improvements are constructed as follows: {{improvements.description}}.',
        'The built-up area measures approximately {{areas.builtUpAreaSqm}}, measured on site. Their condition: {{improvements.condition}}.',
      ),
    ),
    narrative(
      'method-notes',
      'Valuation approach',
      paragraphs(
        'We have adopted the {{valuation.method}} approach, applying current building rates for similar construction in {{property.county}} County to the built-up area, with allowances for external works, professional fees and demolition.',
      ),
    ),
    photos(),
    valuation(['insuranceValue']),
    assumptions([
      'No allowance has been made for inflation in building costs during the period of cover or of reinstatement; the sum insured should be reviewed every year.',
      'Reinstatement is assumed to be permitted in the present form under current planning and building regulations.',
    ]),
    validity(),
  ],
};

const PROBATE: ReportTemplateBody = {
  name: 'Probate and succession valuation',
  purpose: 'probate',
  description: 'Market Value as at the date of death for the administrators of an estate and the succession cause.',
  sections: [
    narrative(
      'instructions',
      'Instructions',
      paragraphs(
        'We have been instructed by {{client.name}}, on behalf of the estate of the late {{custom.deceased}}, to value {{property.title}}, Land Reference {{property.lrNumber}}, as at {{custom.dateOfDeath}}, the date of death.',
        'This valuation is for the purposes of Succession Cause No. {{custom.successionCause}} and the distribution of the estate. We inspected the property on {{dates.inspection}}.',
      ),
    ),
    particulars([
      { key: 'custom.deceased', label: 'Name of the deceased', type: 'text', required: true },
      { key: 'custom.dateOfDeath', label: 'Date of death', type: 'date', required: true },
      {
        key: 'custom.successionCause',
        label: 'Succession cause number',
        type: 'text',
        required: true,
        help: 'e.g. "123 of 2025, High Court at Nairobi".',
      },
    ]),
    basisAndMethod(),
    narrative(
      'basis-notes',
      'Basis of value',
      paragraphs(
        'This valuation has been prepared on the basis of {{valuation.basis}}, in accordance with the Valuers Act (Cap. 532) and the International Valuation Standards.',
        'The value stated is the Market Value of the property as at the date of death, on the assumption that the property was then in the condition in which we found it on inspection, unless stated otherwise.',
      ),
    ),
    identification(true),
    tenure(),
    location(),
    situation(),
    site(true),
    improvements(false),
    improvementsNarrative(),
    comparables(),
    narrative(
      'method-notes',
      'Valuation approach',
      paragraphs(
        'We have adopted the {{valuation.method}} approach, analysing sales of comparable properties around the date of death and adjusting them for differences in location, size, tenure and condition.',
      ),
    ),
    photos(),
    valuation(['marketValue']),
    assumptions([
      'Any change in the property between the date of death and our inspection has been reported to us by the administrators.',
    ]),
    validity(),
  ],
};

export const SEEDED_REPORT_TEMPLATES: ReadonlyArray<{
  key: SeededTemplateKey;
  version: number;
  body: ReportTemplateBody;
}> = [
  { key: 'bank-mortgage', version: 1, body: BANK_MORTGAGE },
  { key: 'market-sale', version: 1, body: MARKET_SALE },
  { key: 'insurance-reinstatement', version: 1, body: INSURANCE_REINSTATEMENT },
  { key: 'probate', version: 1, body: PROBATE },
];

/** The seeded template that fits a request's purpose. */
export function seededTemplateKeyFor(purpose: RequestPurpose | null): SeededTemplateKey {
  switch (purpose) {
    case 'mortgage':
      return 'bank-mortgage';
    case 'insurance':
      return 'insurance-reinstatement';
    case 'probate':
      return 'probate';
    case 'sale':
    case 'rental':
    case 'other':
    case null:
      return 'market-sale';
  }
}
