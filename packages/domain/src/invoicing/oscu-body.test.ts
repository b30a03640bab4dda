import { describe, expect, it } from 'vitest';
import { KENYA_VAT_RATE_BP } from '../fees/limits.ts';
import { DISBURSEMENTS_ITEM, VALUATION_FEE_ITEM } from './items.ts';
import { toOscuAmount, toOscuRate, toOscuSaleBody } from './oscu-body.ts';
import { buildEtimsSale, type EtimsSaleInput } from './sale.ts';

const input: EtimsSaleInput = {
  seller: { pin: 'P051234567Q', branchId: '00' },
  invoiceNumber: 7,
  traderInvoiceNumber: 'INV-2025-0007',
  buyer: { pin: 'A123456789Z', name: 'Wanjiku Kamau' },
  paymentType: 'mobileMoney',
  issuedAt: new Date('2025-03-07T11:30:05Z'),
  issuedBy: { id: 'valuer-1', name: 'Otieno Odhiambo' },
  vat: { registered: true, rateBp: KENYA_VAT_RATE_BP },
  lines: [
    { item: VALUATION_FEE_ITEM, unitPrice: 31_250 },
    { item: DISBURSEMENTS_ITEM, unitPrice: 4_003 },
  ],
};

describe('toOscuSaleBody', () => {
  it('writes a sale as saveTrnsSalesOsdc wants it, every band present', () => {
    expect(toOscuSaleBody(buildEtimsSale(input))).toEqual({
      trdInvcNo: 'INV-2025-0007',
      invcNo: 7,
      orgInvcNo: 0,
      custTin: 'A123456789Z',
      custNm: 'Wanjiku Kamau',
      salesTyCd: 'N',
      rcptTyCd: 'S',
      pmtTyCd: '06',
      salesSttsCd: '02',
      cfmDt: '20250307143005',
      salesDt: '20250307',
      totItemCnt: 2,
      taxblAmtA: 0,
      taxblAmtB: 35_253,
      taxblAmtC: 0,
      taxblAmtD: 0,
      taxblAmtE: 0,
      taxRtA: 0,
      taxRtB: 16,
      taxRtC: 0,
      taxRtD: 0,
      taxRtE: 8,
      taxAmtA: 0,
      taxAmtB: 5_640,
      taxAmtC: 0,
      taxAmtD: 0,
      taxAmtE: 0,
      totTaxblAmt: 35_253,
      totTaxAmt: 5_640,
      totAmt: 40_893,
      prchrAcptcYn: 'N',
      regrId: 'valuer-1',
      regrNm: 'Otieno Odhiambo',
      modrId: 'valuer-1',
      modrNm: 'Otieno Odhiambo',
      receipt: { custTin: 'A123456789Z', rcptPbctDt: '20250307143005', prchrAcptcYn: 'N' },
      itemList: [
        {
          itemSeq: 1,
          itemCd: 'KE3NTU0000001',
          itemClsCd: '80131802',
          itemNm: 'Valuation fee',
          pkgUnitCd: 'NT',
          pkg: 1,
          qtyUnitCd: 'U',
          qty: 1,
          prc: 31_250,
          splyAmt: 31_250,
          dcRt: 0,
          dcAmt: 0,
          taxTyCd: 'B',
          taxblAmt: 31_250,
          taxAmt: 5_000,
          totAmt: 36_250,
        },
        {
          itemSeq: 2,
          itemCd: 'KE3NTU0000002',
          itemClsCd: '80131802',
          itemNm: 'Disbursements',
          pkgUnitCd: 'NT',
          pkg: 1,
          qtyUnitCd: 'U',
          qty: 1,
          prc: 4_003,
          splyAmt: 4_003,
          dcRt: 0,
          dcAmt: 0,
          taxTyCd: 'B',
          taxblAmt: 4_003,
          taxAmt: 640,
          totAmt: 4_643,
        },
      ],
    });
  });

  it('a credit note carries R, the original invoice number, the refund date and reason, positive amounts', () => {
    const body = toOscuSaleBody(buildEtimsSale({ ...input, invoiceNumber: 8, creditNoteFor: { invoiceNumber: 7 } }));
    expect(body).toMatchObject({
      invcNo: 8,
      orgInvcNo: 7,
      rcptTyCd: 'R',
      rfdDt: '20250307143005',
      rfdRsnCd: '06',
      totTaxblAmt: 35_253,
      totTaxAmt: 5_640,
      totAmt: 40_893,
    });
    expect(body.itemList.map((i) => i.totAmt)).toEqual([36_250, 4_643]);
  });

  it('a sale has no refund fields, and a buyer without a PIN is sent without custTin', () => {
    const body = toOscuSaleBody(
      buildEtimsSale({ ...input, buyer: { name: 'Walk-in client' }, vat: { registered: false, rateBp: 1600 } }),
    );
    expect(body).not.toHaveProperty('rfdDt');
    expect(body).not.toHaveProperty('rfdRsnCd');
    expect(body).not.toHaveProperty('custTin');
    expect(body.receipt).toEqual({ rcptPbctDt: '20250307143005', prchrAcptcYn: 'N' });
    expect([body.taxblAmtD, body.taxAmtD, body.taxblAmtB, body.totAmt]).toEqual([35_253, 0, 0, 35_253]);
    expect(body.itemList.map((i) => i.taxTyCd)).toEqual(['D', 'D']);
  });

  it('amounts are rounded to the cent and rates are percentages', () => {
    expect(toOscuAmount(1000)).toBe(1000);
    expect(toOscuAmount(10.005 + 0.001)).toBe(10.01);
    expect(toOscuRate(1600)).toBe(16);
    expect(toOscuRate(800)).toBe(8);
    expect(toOscuRate(0)).toBe(0);
  });
});
