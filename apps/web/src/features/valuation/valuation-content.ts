/** What a client should know before a valuation in Kenya (no prices, no testimonials). */
export const DOCUMENTS = [
  {
    term: 'Title deed or certificate of lease',
    detail:
      'A copy of the title, so the valuer can confirm ownership, tenure (freehold or leasehold) and the registered area.',
  },
  {
    term: 'Deed plan or survey map',
    detail:
      'The deed plan, registry index map or mutation form that shows the plot boundaries and its LR or parcel number.',
  },
  {
    term: 'Approved building plans',
    detail: 'Plans approved by the county government, and the occupation certificate where there is one.',
  },
  {
    term: 'Rates clearance',
    detail: 'The latest land rates (and land rent for leaseholds) receipts or clearance certificate.',
  },
  {
    term: 'ID and KRA PIN',
    detail: "The owner's national ID or passport and KRA PIN certificate; for a company, its registration documents.",
  },
] as const;

export const PURPOSES = [
  { term: 'Sale or purchase', detail: 'An independent opinion of market value before you agree a price.' },
  {
    term: 'Mortgage and bank lending',
    detail: 'Lenders need a valuation by a registered valuer before they accept a property as security.',
  },
  { term: 'Insurance', detail: 'The cost of rebuilding, so the property is neither under- nor over-insured.' },
  {
    term: 'Probate and succession',
    detail: 'The value of an estate for succession proceedings and fair distribution among beneficiaries.',
  },
  { term: 'Rental', detail: 'A fair market rent for letting, lease renewals or rent reviews.' },
] as const;

export const REPORT_CONTENTS = [
  {
    term: 'Market value',
    detail: 'The price the property would fetch between a willing buyer and a willing seller on the valuation date.',
  },
  {
    term: 'Forced-sale value',
    detail: 'What it would realise in a quick sale, which lenders use to judge their security.',
  },
  { term: 'Reinstatement value', detail: 'The cost of rebuilding the structures, for insurance.' },
  {
    term: 'Property details',
    detail: 'Location, tenure, land and building areas, construction, condition and services, with photographs.',
  },
  { term: 'Basis of the opinion', detail: 'The comparable sales and assumptions used, and the limits of the report.' },
] as const;
