/**
 * The labels, hints and headings of the fee screens (/request's cost section, the request's fee
 * card, the firm's fee settings). Sentences a server may also say — validation, refusals, the
 * quote's working — are the domain's FEE_MESSAGES.
 */
export const FEE_SCREEN_TEXTS = {
  // The /request form's cost section.
  costSection: 'What it will cost',
  expectedValueLabel: 'Value you expect (KSh)',
  expectedValueHint:
    'Optional. The fee is worked on the Valuers’ scale from this value; the final fee follows the value in the approved report.',
  quoteLoading: 'Working out the fee…',
  quoteFailed: 'The fee could not be worked out just now.',
  workingCaption: 'How the fee is worked out',
  workingLine: 'Line',
  workingAmount: 'Amount',

  // The request's page.
  quoteCard: 'Fee quote',
  quotedTotal: 'Quoted total',
  quoteCardHint:
    'Quoted when the request was made, on the value expected then. The final fee follows the approved value.',

  // The firm's fee settings (/admin/firm).
  settingsTitle: 'Fees',
  settingsHint:
    'What every quote adds to the Valuers’ scale. New quotes use these at once; quotes already given keep theirs.',
  scaleInForce: (citation: string, version: number, effectiveFrom: string) =>
    `Scale in force: ${citation}, version ${version}, effective from ${effectiveFrom}.`,
  vatRegisteredLabel: (rate: string) => `Registered for VAT (${rate})`,
  travelRateLabel: 'Travel rate per km (KSh)',
  officialSearchLabel: 'Official search charge (KSh)',
  blankNotCharged: 'Leave blank when it is not charged.',
  fixedFeesTitle: 'Fixed fees per purpose',
  fixedFeesHint:
    'A fixed fee replaces the scale fee for that purpose. It departs from the Valuers’ scale, so each needs its reason: it is kept in the audit log.',
  fixedFeeLegend: (n: number) => `Fixed fee ${n}`,
  fixedFeePurpose: 'Purpose',
  fixedFeeAmount: 'Fixed fee (KSh)',
  fixedFeeReason: 'Reason',
  fixedFeeReasonHint: (min: number) => `At least ${min} characters. It is kept in the audit log.`,
  addFixedFee: 'Add a fixed fee',
  removeFixedFee: 'Remove',
  removeFixedFeeNamed: (n: number) => `Remove fixed fee ${n}`,
  noFixedFees: 'No fixed fees: every purpose is charged on the scale.',
  saveFees: 'Save fee settings',
  feesLoading: 'Loading the fee settings',
  chargesTitle: 'VAT and disbursements',
  chargesHint: 'VAT is added to the fee and disbursements only while the firm is registered.',
  termsTitle: 'When clients pay',
  termsHint:
    'Paying before the visit invoices an advance on the quote when the order is taken; the final fee settles the difference. Paying before the report shows the client “Report ready — pay KSh … to download”. Your staff are never held back.',
  termsIndividual: 'Individual clients pay',
  termsOrganisation: 'Banks and other client organisations pay',
} as const;
