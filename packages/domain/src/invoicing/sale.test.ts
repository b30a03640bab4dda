import { describe, expect, it } from 'vitest';
import { KENYA_VAT_RATE_BP } from '../fees/limits.ts';
import { quoteFee } from '../fees/quote.ts';
import { VALUERS_RULES_SCALE } from '../fees/valuers-rules.data.ts';
import { etimsLinesFromQuote } from './from-quote.ts';
import { DISBURSEMENTS_ITEM, VALUATION_FEE_ITEM } from './items.ts';
import { INVOICING_MESSAGES as M } from './messages.ts';
import { buildEtimsSale, etimsSaleRefusal, type EtimsSaleInput } from './sale.ts';
import { taxTypeForFirm } from './tax-types.ts';

const registered = { registered: true, rateBp: KENYA_VAT_RATE_BP };
const notRegistered = { registered: false, rateBp: KENYA_VAT_RATE_BP };

const input = (more: Partial<EtimsSaleInput> = {}): EtimsSaleInput => ({
  seller: { pin: 'P051234567Q', branchId: '00' },
  invoiceNumber: 7,
  traderInvoiceNumber: 'INV-2025-0007',
  buyer: { pin: 'A123456789Z', name: 'Wanjiku Kamau' },
  paymentType: 'mobileMoney',
  issuedAt: new Date('2025-03-07T11:30:05Z'),
  issuedBy: { id: 'valuer-1', name: 'Otieno Odhiambo' },
  vat: registered,
  lines: [
    { item: VALUATION_FEE_ITEM, unitPrice: 31_250 },
    { item: DISBURSEMENTS_ITEM, unitPrice: 4_003 },
  ],
  ...more,
});

describe('buildEtimsSale', () => {
  it('a VAT-registered firm sells under band B: 16 % worked once on the band, shared among the lines', () => {
    const sale = buildEtimsSale(input());
    expect(sale.receiptType).toBe('S');
    expect(sale.originalInvoiceNumber).toBeNull();
    expect(sale.lines.map((l) => [l.taxType, l.taxableAmount, l.taxAmount, l.totalAmount])).toEqual([
      ['B', 31_250, 5_000, 36_250],
      ['B', 4_003, 640, 4_643],
    ]);
    // 16 % of 35,253 is 5,640.48: rounded half up to 5,640.
    expect(sale.bands.B).toEqual({ rateBp: 1600, taxableAmount: 35_253, taxAmount: 5_640 });
    expect(sale.bands.D).toEqual({ rateBp: 0, taxableAmount: 0, taxAmount: 0 });
    expect(sale.bands.E).toEqual({ rateBp: 800, taxableAmount: 0, taxAmount: 0 });
    expect(sale.totals).toEqual({ taxableAmount: 35_253, taxAmount: 5_640, amount: 40_893 });
  });

  it('a firm not registered for VAT sells under band D (non-VAT) with no tax', () => {
    const sale = buildEtimsSale(input({ vat: notRegistered }));
    expect(sale.lines.map((l) => [l.taxType, l.taxAmount, l.totalAmount])).toEqual([
      ['D', 0, 31_250],
      ['D', 0, 4_003],
    ]);
    expect(sale.bands.B).toEqual({ rateBp: 1600, taxableAmount: 0, taxAmount: 0 });
    expect(sale.bands.D).toEqual({ rateBp: 0, taxableAmount: 35_253, taxAmount: 0 });
    expect(sale.totals).toEqual({ taxableAmount: 35_253, taxAmount: 0, amount: 35_253 });
  });

  it('rounds half up: 16 % of 1,503 + 2,003 is 560.96 → 561, the lines 241 + 320', () => {
    const sale = buildEtimsSale(
      input({
        lines: [
          { item: VALUATION_FEE_ITEM, unitPrice: 1_503 },
          { item: DISBURSEMENTS_ITEM, unitPrice: 2_003 },
        ],
      }),
    );
    expect(sale.lines.map((l) => l.taxAmount)).toEqual([241, 320]);
    expect(sale.totals).toEqual({ taxableAmount: 3_506, taxAmount: 561, amount: 4_067 });
  });

  it('multiplies quantity by unit price', () => {
    const sale = buildEtimsSale(input({ lines: [{ item: DISBURSEMENTS_ITEM, quantity: 3, unitPrice: 1_000 }] }));
    expect(sale.lines[0]).toMatchObject({
      quantity: 3,
      unitPrice: 1_000,
      taxableAmount: 3_000,
      taxAmount: 480,
      totalAmount: 3_480,
    });
  });

  it('a credit note is receipt type R, names the original invoice and a reason, and keeps its amounts positive', () => {
    const sale = buildEtimsSale(input({ invoiceNumber: 8, creditNoteFor: { invoiceNumber: 7 } }));
    expect(sale).toMatchObject({
      receiptType: 'R',
      invoiceNumber: 8,
      originalInvoiceNumber: 7,
      creditNoteReason: 'refund',
    });
    expect(sale.totals).toEqual({ taxableAmount: 35_253, taxAmount: 5_640, amount: 40_893 });
    expect(sale.lines.every((l) => l.taxableAmount > 0 && l.totalAmount > 0)).toBe(true);
  });

  it('the invoice’s tax and total are the fee quote’s VAT and total, to the shilling', () => {
    const quote = quoteFee({
      scale: VALUERS_RULES_SCALE,
      category: 'ordinary',
      basisValue: 12_345_678,
      vat: registered,
      disbursements: { travel: { km: 37, ratePerKm: 53 }, officialSearch: 1_050 },
    });
    const sale = buildEtimsSale(input({ lines: etimsLinesFromQuote(quote) }));
    expect(sale.lines.map((l) => l.item.code)).toEqual([VALUATION_FEE_ITEM.code, DISBURSEMENTS_ITEM.code]);
    expect(sale.totals.taxableAmount).toBe(quote.subtotal);
    expect(sale.totals.taxAmount).toBe(quote.vat?.amount);
    expect(sale.totals.amount).toBe(quote.total);
  });

  it('a quote without disbursements makes one line', () => {
    expect(etimsLinesFromQuote({ fee: 25_000, disbursementTotal: 0 })).toEqual([
      { item: VALUATION_FEE_ITEM, unitPrice: 25_000 },
    ]);
  });

  it('a buyer without a PIN is sent without one', () => {
    expect(buildEtimsSale(input({ buyer: { pin: '', name: 'Walk-in client' } })).buyer).toEqual({
      pin: null,
      name: 'Walk-in client',
    });
  });
});

describe('etimsSaleRefusal', () => {
  it('names the first rule an input breaks', () => {
    expect(etimsSaleRefusal(input())).toBeNull();
    expect(etimsSaleRefusal(input({ seller: { pin: 'P05123456Q', branchId: '00' } }))).toBe(M.sellerPin);
    expect(etimsSaleRefusal(input({ seller: { pin: 'P051234567Q', branchId: '0' } }))).toBe(M.branchId);
    expect(etimsSaleRefusal(input({ invoiceNumber: 0 }))).toBe(M.invoiceNumber);
    expect(etimsSaleRefusal(input({ invoiceNumber: 1.5 }))).toBe(M.invoiceNumber);
    expect(etimsSaleRefusal(input({ buyer: { pin: 'a123456789z', name: 'X' } }))).toBe(M.buyerPin);
    expect(etimsSaleRefusal(input({ creditNoteFor: { invoiceNumber: 7 } }))).toBe(M.creditNoteOriginal);
    expect(etimsSaleRefusal(input({ lines: [] }))).toBe(M.noLines);
  });

  it('buildEtimsSale throws for what it refuses, and for amounts that are not whole shillings', () => {
    expect(() => buildEtimsSale(input({ lines: [] }))).toThrow(M.noLines);
    expect(() => buildEtimsSale(input({ lines: [{ item: VALUATION_FEE_ITEM, unitPrice: 100.5 }] }))).toThrow(
      RangeError,
    );
    expect(() => buildEtimsSale(input({ lines: [{ item: VALUATION_FEE_ITEM, quantity: 0, unitPrice: 100 }] }))).toThrow(
      RangeError,
    );
  });
});

describe('taxTypeForFirm', () => {
  it('B at 16 % when registered, D when not; a rate eTIMS has no band for is refused', () => {
    expect(taxTypeForFirm(registered)).toBe('B');
    expect(taxTypeForFirm(notRegistered)).toBe('D');
    expect(() => taxTypeForFirm({ registered: true, rateBp: 1_400 })).toThrow(RangeError);
  });
});
