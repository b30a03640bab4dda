import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '#test/pdf-text.ts';
import { invoicePdfItems } from './invoice-pdf-items.ts';
import { PENDING_ETIMS, sampleInvoicePdfInput, samplePayment } from './invoice-pdf.fixture.ts';
import { renderInvoicePdf } from './render-invoice-pdf.tsx';

/** The PDF's text as a reader would copy it, page by page. */
async function pagesOf(...args: Parameters<typeof sampleInvoicePdfInput>): Promise<string[]> {
  return pdfPagesText(await renderInvoicePdf(sampleInvoicePdfInput(...args)));
}

describe('the invoice PDF', () => {
  it('is one page carrying what an eTIMS invoice carries: parties and PINs, number, Nairobi time, items with VAT, totals', async () => {
    const pages = await pagesOf();
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Thamani Valuers Ltd KRA PIN P051234567Q');
    expect(text).toContain('Bill to Wanjiku Kamau KRA PIN A012345678Z');
    expect(text).toContain('Invoice number INV-000042');
    // 07:30 UTC is 10:30 in Nairobi.
    expect(text).toContain('Date and time 20 Mar 2025, 10:30 AM EAT');
    expect(text).toContain('Request reference TH-2025-0142');
    expect(text).toContain('Description Taxable amount VAT rate VAT Amount');
    expect(text).toContain('Valuation fee KSh 65,000 16% KSh 10,400 KSh 75,400');
    expect(text).toContain('Disbursements KSh 3,750 16% KSh 600 KSh 4,350');
    expect(text).toContain(
      'Taxable amount KSh 68,750 VAT at 16% KSh 11,000 Total KSh 79,750 Paid KSh 0 Balance due KSh 79,750',
    );
    expect(text).toContain('Travel, 25 km at KSh 150 a km KSh 3,750');
  });

  it('once eTIMS signed it: the CU serial and invoice number, the signature, when, and KRA’s check link', async () => {
    const text = (await pagesOf()).join(' ');
    expect(text).toContain('CU serial number KRACU0100000001');
    expect(text).toContain('CU invoice number 7');
    expect(text).toContain('Signature V3RQ7KXM2PLA5HZB');
    expect(text).toContain('Signed 20 Mar 2025, 10:31 AM EAT');
    expect(text).toContain('indexEtimsReceiptData?Data=P051234567Q00V3RQ7KXM2PLA5HZB');
    expect(text).not.toContain('Not yet signed');
  });

  it('says honestly that eTIMS has not signed it yet, or is not set up, and prints no receipt', async () => {
    const pending = (await pagesOf({ etims: PENDING_ETIMS })).join(' ');
    expect(pending).toContain('Not yet signed by KRA eTIMS: the invoice is on its way to KRA’s control unit.');
    expect(pending).not.toContain('CU serial number');
    const off = (await pagesOf({ etims: { ...PENDING_ETIMS, state: 'off' } })).join(' ');
    expect(off).toContain('Not yet signed by KRA eTIMS');
    expect(off).not.toContain('CU invoice number');
  });

  it('tells how to pay: M-Pesa from the valuation’s page while M-Pesa is on, the bank always', async () => {
    const text = (await pagesOf()).join(' ');
    expect(text).toContain('Quote INV-000042 with every payment.');
    expect(text).toContain('Paybill 174379');
    expect(text).toContain('https://thamani.test/my-requests/3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b');
    expect(text).toContain('Bank transfer, RTGS or cheque');
    const bankOnly = (await pagesOf({}, { mpesaPaybill: null })).join(' ');
    expect(bankOnly).not.toContain('Paybill');
    expect(bankOnly).toContain('M-Pesa payments are not yet taken online: pay by bank.');
  });

  it('paid: the payment with its receipt, nothing due, no instructions', async () => {
    const text = (await pagesOf({ status: 'paid', paid: 79_750, balance: 0, payments: [samplePayment()] })).join(' ');
    expect(text).toContain('Paid KSh 79,750 Balance due KSh 0');
    expect(text).toContain('21 Mar 2025, 11:01 AM EAT · M-Pesa · SLK4H7Q2ZX KSh 79,750');
    expect(text).toContain('Paid in full. Thank you.');
    expect(text).not.toContain('How to pay');
  });

  it('credited: "Cancelled by credit note" stands out, and nothing is to be paid', async () => {
    const text = (await pagesOf({ status: 'credited', balance: 0 })).join(' ');
    expect(text.match(/Cancelled by credit note/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain('nothing is owed on it');
    expect(text).not.toContain('How to pay');
  });

  it('is the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([
      renderInvoicePdf(sampleInvoicePdfInput()),
      renderInvoicePdf(sampleInvoicePdfInput()),
    ]);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.equals(b)).toBe(true);
  });
});

describe('the invoice’s items', () => {
  it('share the VAT worked once on their sum, so they add up to the invoice’s VAT and total', () => {
    // 16 % of 62,503 is 10,000.48 and of 1,501 is 240.16: the band's 10,241 gives the extra shilling to the fee.
    const items = invoicePdfItems({ fee: 62_503, disbursementTotal: 1_501, vat: { rateBp: 1_600, amount: 10_241 } });
    expect(items.map((i) => [i.description, i.taxableAmount, i.vatAmount, i.amount])).toEqual([
      ['Valuation fee', 62_503, 10_001, 72_504],
      ['Disbursements', 1_501, 240, 1_741],
    ]);
  });

  it('a firm not registered for VAT: one non-VAT item, no disbursements line when there are none', () => {
    expect(invoicePdfItems({ fee: 25_000, disbursementTotal: 0, vat: null })).toEqual([
      { description: 'Valuation fee', taxableAmount: 25_000, vatRateBp: null, vatAmount: 0, amount: 25_000 },
    ]);
  });
});
