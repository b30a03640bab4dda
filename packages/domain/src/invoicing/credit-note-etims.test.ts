import { describe, expect, it } from 'vitest';
import { KENYA_VAT_RATE_BP } from '../fees/limits.ts';
import { buildEtimsCreditNote, etimsCreditNoteRefusal, type EtimsCreditNoteInput } from './credit-note-etims.ts';
import { DISBURSEMENTS_ITEM, VALUATION_FEE_ITEM } from './items.ts';
import { INVOICING_MESSAGES } from './messages.ts';
import { toOscuSaleBody } from './oscu-body.ts';

const input = (more: Partial<EtimsCreditNoteInput> = {}): EtimsCreditNoteInput => ({
  seller: { pin: 'P051234567Q', branchId: '00' },
  invoiceNumber: 12,
  traderInvoiceNumber: 'CN-000001',
  originalInvoiceNumber: 7,
  buyer: { pin: null, name: 'Wanjiru Kamau' },
  paymentType: 'credit',
  issuedAt: new Date('2026-03-07T11:30:05Z'),
  issuedBy: { id: 'thamani', name: 'Thamani Valuers' },
  vat: { registered: true, rateBp: KENYA_VAT_RATE_BP },
  // 65,750 + 3,000 = 68,750; VAT 11,000.
  invoiceLines: [
    { item: VALUATION_FEE_ITEM, unitPrice: 65_750 },
    { item: DISBURSEMENTS_ITEM, unitPrice: 3_000 },
  ],
  credit: { subtotal: 8_621, vatAmount: 1_379 },
  ...more,
});

describe('a credit note sent to eTIMS', () => {
  it('is a refund receipt (R) naming the original invoice, its amounts positive, on one line of the fee', () => {
    const sale = buildEtimsCreditNote(input());
    expect(sale).toMatchObject({
      receiptType: 'R',
      invoiceNumber: 12,
      traderInvoiceNumber: 'CN-000001',
      originalInvoiceNumber: 7,
      creditNoteReason: 'refund',
      totals: { taxableAmount: 8_621, taxAmount: 1_379, amount: 10_000 },
    });
    expect(sale.lines).toHaveLength(1);
    expect(sale.lines[0]).toMatchObject({ item: VALUATION_FEE_ITEM, taxableAmount: 8_621, taxAmount: 1_379 });
    const body = toOscuSaleBody(sale);
    expect(body).toMatchObject({ rcptTyCd: 'R', orgInvcNo: 7, rfdRsnCd: '06', totAmt: 10_000, taxAmtB: 1_379 });
    expect(body.rfdDt).toBe(body.cfmDt);
  });

  it('a credit of the whole invoice repeats its lines', () => {
    const sale = buildEtimsCreditNote(input({ credit: { subtotal: 68_750, vatAmount: 11_000 } }));
    expect(sale.lines.map((l) => [l.item.code, l.taxableAmount, l.taxAmount])).toEqual([
      [VALUATION_FEE_ITEM.code, 65_750, 10_520],
      [DISBURSEMENTS_ITEM.code, 3_000, 480],
    ]);
    expect(sale.totals).toEqual({ taxableAmount: 68_750, taxAmount: 11_000, amount: 79_750 });
  });

  it('carries the credit note’s own VAT where it is a shilling over the worked VAT', () => {
    // 3 × 16 % = 0.48 → 0 worked; the credit of KSh 4 carries VAT 1.
    const sale = buildEtimsCreditNote(input({ credit: { subtotal: 3, vatAmount: 1 } }));
    expect(sale.bands.B).toEqual({ rateBp: 1_600, taxableAmount: 3, taxAmount: 1 });
    expect(sale.lines[0]).toMatchObject({ taxableAmount: 3, taxAmount: 1, totalAmount: 4 });
    expect(sale.totals).toEqual({ taxableAmount: 3, taxAmount: 1, amount: 4 });
  });

  it('refuses VAT further than a shilling from the rate, and a credit note naming itself', () => {
    expect(() => buildEtimsCreditNote(input({ credit: { subtotal: 8_621, vatAmount: 1_500 } }))).toThrow(RangeError);
    expect(etimsCreditNoteRefusal(input({ originalInvoiceNumber: 12 }))).toBe(INVOICING_MESSAGES.creditNoteOriginal);
    expect(etimsCreditNoteRefusal(input())).toBeNull();
  });

  it('a firm not registered for VAT credits under band D with no tax', () => {
    const sale = buildEtimsCreditNote(
      input({ vat: { registered: false, rateBp: 0 }, credit: { subtotal: 5_000, vatAmount: 0 } }),
    );
    expect(sale.bands.D).toEqual({ rateBp: 0, taxableAmount: 5_000, taxAmount: 0 });
    expect(sale.totals.amount).toBe(5_000);
  });
});
