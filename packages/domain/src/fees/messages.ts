import { defineMessages, withParams } from '../messages/define.ts';
import { formatKsh } from '../money.ts';
import type { FeeBasisKind, FeeCategoryId } from './scale.ts';

/** The English a client, a valuer or an admin reads about a fee: the quote's working, the comparison, the refusals. */

export const FEE_CATEGORY_LABELS: Record<FeeCategoryId, string> = {
  ordinary: 'Ordinary valuation (land and buildings)',
  rental: 'Rental valuation',
  plant_machinery: 'Plant and machinery',
  furniture_stock: 'Furniture, fittings and stock',
};

/** What a fee basis is, as it reads inside a sentence ("the approved market value"). */
export const FEE_BASIS_LABELS: Record<FeeBasisKind, string> = {
  expected: 'value you expect',
  market: 'market value',
  forcedSale: 'forced sale value',
  insurance: 'insurance (reinstatement) value',
  annualRent: 'annual rent',
};
/** The expected value of a rental valuation is a rent. */
export const EXPECTED_RENT_LABEL = 'annual rent you expect';

export const FEE_MESSAGES = defineMessages('fees', {
  // The working of a quote, line by line.
  bandFirst: withParams(
    (p: { rate: string; amount: string }) => `${p.rate} of the first ${p.amount}`,
    (rate: string, amount: string) => ({ rate, amount }),
  ),
  bandNext: withParams(
    (p: { rate: string; amount: string }) => `${p.rate} of the next ${p.amount}`,
    (rate: string, amount: string) => ({ rate, amount }),
  ),
  bandRemaining: withParams(
    (p: { rate: string; amount: string }) => `${p.rate} of the remaining ${p.amount}`,
    (rate: string, amount: string) => ({ rate, amount }),
  ),
  bandWhole: withParams(
    (p: { rate: string; amount: string }) => `${p.rate} of ${p.amount}`,
    (rate: string, amount: string) => ({ rate, amount }),
  ),
  minimumApplied: withParams(
    (p: { minimum: string; bands: string }) =>
      `The scale’s minimum fee of ${p.minimum} applies (the bands come to ${p.bands})`,
    (minimum: string, bands: string) => ({ minimum, bands }),
  ),
  scaleFee: 'Fee on the Valuers’ scale',
  fixedQuote: withParams(
    (p: { purpose: string; scaleFee: string }) =>
      `The firm’s fixed fee for ${p.purpose}, in place of the scale fee of ${p.scaleFee}`,
    (purpose: string, scaleFee: string) => ({ purpose, scaleFee }),
  ),
  travel: withParams(
    (p: { km: number; rate: string }) => `Travel: ${p.km} km at ${p.rate} per km`,
    (km: number, rate: string) => ({ km, rate }),
  ),
  officialSearch: 'Official search at the lands registry',
  subtotal: 'Fee and disbursements before VAT',
  vat: withParams(
    (p: { rate: string }) => `VAT at ${p.rate}`,
    (rate: string) => ({ rate }),
  ),
  vatNotCharged: 'No VAT: the firm is not registered for VAT.',
  total: 'Total to pay',
  basis: withParams(
    (p: { what: string; amount: string }) => `Worked on the ${p.what}: ${p.amount}`,
    (what: string, amount: string) => ({ what, amount }),
  ),

  // The final fee against the quote.
  sameAsQuote: 'The final fee is the fee quoted.',
  moreThanQuote: withParams(
    (p: { amount: string }) => `The final fee is ${p.amount} more than the quote.`,
    (amount: string) => ({ amount }),
  ),
  lessThanQuote: withParams(
    (p: { amount: string }) => `The final fee is ${p.amount} less than the quote.`,
    (amount: string) => ({ amount }),
  ),
  basisAbove: withParams(
    (p: { what: string; value: string; quoted: string }) =>
      `The approved ${p.what} (${p.value}) is above the ${p.quoted} the quote assumed.`,
    (what: string, value: string, quoted: string) => ({ what, value, quoted }),
  ),
  basisBelow: withParams(
    (p: { what: string; value: string; quoted: string }) =>
      `The approved ${p.what} (${p.value}) is below the ${p.quoted} the quote assumed.`,
    (what: string, value: string, quoted: string) => ({ what, value, quoted }),
  ),
  fixedQuoteDropped: withParams(
    (p: { fixed: string }) => `The fee follows the scale: the fixed fee of ${p.fixed} in the quote does not apply.`,
    (fixed: string) => ({ fixed }),
  ),
  fixedQuoteApplied: withParams(
    (p: { fixed: string }) => `The firm’s fixed fee of ${p.fixed} replaces the scale fee the quote showed.`,
    (fixed: string) => ({ fixed }),
  ),
  fixedQuoteChanged: withParams(
    (p: { fixed: string; quoted: string }) => `The fixed fee is ${p.fixed}, not the ${p.quoted} quoted.`,
    (fixed: string, quoted: string) => ({ fixed, quoted }),
  ),
  disbursementsChanged: withParams(
    (p: { final: string; quoted: string }) => `Disbursements came to ${p.final}, against ${p.quoted} in the quote.`,
    (final: string, quoted: string) => ({ final, quoted }),
  ),
  vatAdded: withParams(
    (p: { rate: string }) => `VAT at ${p.rate} is charged; the quote had none.`,
    (rate: string) => ({ rate }),
  ),
  vatRemoved: 'No VAT is charged; the quote included VAT.',
  vatRateChanged: withParams(
    (p: { final: string; quoted: string }) => `VAT is charged at ${p.final}; the quote had ${p.quoted}.`,
    (final: string, quoted: string) => ({ final, quoted }),
  ),
  scaleChanged: withParams(
    (p: { final: number; quoted: number }) =>
      `The fee follows version ${p.final} of the scale; the quote used version ${p.quoted}.`,
    (final: number, quoted: number) => ({ final, quoted }),
  ),
  categoryChanged: withParams(
    (p: { final: string; quoted: string }) => `The fee is for ${p.final}; the quote was for ${p.quoted}.`,
    (final: string, quoted: string) => ({ final, quoted }),
  ),

  // Refusals.
  categoryOff: withParams(
    (p: { category: string }) => `The firm does not quote fees for this kind of valuation (${p.category}).`,
    (category: string) => ({ category }),
  ),
  categoryUnconfirmed: withParams(
    (p: { category: string }) =>
      `The fee scale for ${p.category} is not yet confirmed against the gazetted Rules, so it cannot be quoted. An admin must confirm its figures first.`,
    (category: string) => ({ category }),
  ),
  offScaleAdminOnly: 'Only an admin can set a fee that departs from the Valuers’ scale.',
  offScaleReasonNeeded: withParams(
    (p: { min: number }) =>
      `A fee that departs from the Valuers’ scale needs the reason, in at least ${p.min} characters: it is kept in the audit log.`,
    (min: number) => ({ min }),
  ),

  // The quote form.
  category: 'Choose what is to be valued.',
  expectedValue: 'Enter the value you expect, in whole shillings (at least KSh 1).',
  expectedValueTooLarge: 'That value is too large. Enter it in whole shillings.',
  distanceKm: withParams(
    (p: { max: number }) => `Enter the distance in whole kilometres, from 0 to ${p.max}.`,
    (max: number) => ({ max }),
  ),
  reasonTooLong: withParams(
    (p: { max: number }) => `Keep the reason for the fee to ${p.max} characters or fewer.`,
    (max: number) => ({ max }),
  ),

  // The firm's fee settings.
  vatRegistered: 'Say whether the firm is registered for VAT.',
  travelRate: withParams(
    (p: { max: number }) => `Enter the travel rate per km in whole shillings, at most ${formatKsh(p.max)}, or leave it blank.`,
    (max: number) => ({ max }),
  ),
  officialSearchFee: withParams(
    (p: { max: number }) => `Enter the official search charge in whole shillings, at most ${formatKsh(p.max)}, or leave it blank.`,
    (max: number) => ({ max }),
  ),
  fixedFeeAmount: withParams(
    (p: { max: number }) => `Enter the fixed fee in whole shillings, from KSh 1 to ${formatKsh(p.max)}.`,
    (max: number) => ({ max }),
  ),
  fixedFeeTwice: 'This purpose already has a fixed fee.',
  paymentTerms: 'Choose when this kind of client pays: on invoice, before the visit, before the report, or on account.',
  onAccountIndividual: 'Only client organisations can be on account: choose when individual clients pay.',
  noScaleInForce: 'No fee scale is in force today, so no fee can be quoted. An admin must add the scale in force.',
  feesSaved: 'Fee settings saved. New quotes use them at once.',
});
