import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_FEES, firmQuoteInput, UpdateFirmFeesSchema, type FirmFees } from './firm-fees.ts';
import { quoteFee } from './quote.ts';
import { VALUERS_RULES_SCALE } from './valuers-rules.data.ts';

const firm: FirmFees = {
  vatRegistered: true,
  travelRatePerKm: 100,
  officialSearchFee: 1_500,
  fixedFees: [
    { purpose: 'mortgage', amount: 45_000, reason: 'Agreed panel fee with the bank for mortgage valuations' },
  ],
  paymentTerms: { individual: 'on_invoice', organisation: 'on_invoice' },
};
const quote = (fees: FirmFees, request: Parameters<typeof firmQuoteInput>[2]) =>
  quoteFee(firmQuoteInput(VALUERS_RULES_SCALE, fees, request));

describe("a quote from the firm's settings", () => {
  it('a firm that has set nothing quotes the scale fee alone, without VAT', () => {
    const q = quote(DEFAULT_FIRM_FEES, { category: 'ordinary', expectedValue: 10_000_000, distanceKm: 30 });
    expect(q).toMatchObject({ fee: 62_500, disbursements: [], vat: null, total: 62_500 });
    expect(q.notes).toContain('No VAT: the firm is not registered for VAT.');
  });

  it('adds travel at the firm’s rate, the official search and VAT at 16 %', () => {
    const q = quote(firm, { category: 'ordinary', expectedValue: 10_000_000, distanceKm: 30, purpose: 'sale' });
    expect(q.disbursements.map((l) => [l.description, l.amount])).toEqual([
      ['Travel: 30 km at KSh 100 per km', 3_000],
      ['Official search at the lands registry', 1_500],
    ]);
    expect(q).toMatchObject({
      fee: 62_500,
      subtotal: 67_000,
      vat: { rateBp: 1_600, amount: 10_720 },
      total: 77_720,
      offScale: false,
    });
  });

  it('charges no travel when the distance is unknown or zero', () => {
    expect(quote(firm, { category: 'ordinary', expectedValue: 10_000_000 }).disbursements.map((l) => l.kind)).toEqual([
      'officialSearch',
    ]);
    expect(
      quote(firm, { category: 'ordinary', expectedValue: 10_000_000, distanceKm: 0 }).disbursements.map((l) => l.kind),
    ).toEqual(['officialSearch']);
  });

  it('replaces the scale fee with the fixed fee for the purpose, and says it is off the scale', () => {
    const q = quote(firm, { category: 'ordinary', expectedValue: 10_000_000, purpose: 'mortgage' });
    expect(q).toMatchObject({
      scaleFee: 62_500,
      fee: 45_000,
      offScale: true,
      fixedQuote: { purpose: 'mortgage', amount: 45_000 },
    });
  });
});

describe('the firm’s fee settings as an admin saves them', () => {
  const valid = { vatRegistered: true, travelRatePerKm: 100, officialSearchFee: null, fixedFees: [] };
  const messages = (body: unknown) => {
    const parsed = UpdateFirmFeesSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts whole shillings, and blank (null) disbursements', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, travelRatePerKm: null })).toEqual([]);
  });

  it('refuses fractions and negative charges, saying what to enter', () => {
    expect(messages({ ...valid, travelRatePerKm: 12.5 })).toEqual([
      ['travelRatePerKm', 'Enter the travel rate per km in whole shillings, at most KSh 10,000, or leave it blank.'],
    ]);
    expect(messages({ ...valid, officialSearchFee: -1 })).toEqual([
      [
        'officialSearchFee',
        'Enter the official search charge in whole shillings, at most KSh 100,000, or leave it blank.',
      ],
    ]);
  });

  it('needs the reason for a fixed fee, since it departs from the scale, and one fixed fee per purpose', () => {
    const fixed = { purpose: 'mortgage', amount: 45_000, reason: 'Agreed panel fee with the bank' };
    expect(messages({ ...valid, fixedFees: [{ ...fixed, reason: 'cheaper' }] })).toEqual([
      [
        'fixedFees.0.reason',
        'A fee that departs from the Valuers’ scale needs the reason, in at least 20 characters: it is kept in the audit log.',
      ],
    ]);
    expect(messages({ ...valid, fixedFees: [fixed, { ...fixed, amount: 50_000 }] })).toEqual([
      ['fixedFees.1.purpose', 'This purpose already has a fixed fee.'],
    ]);
  });
});
