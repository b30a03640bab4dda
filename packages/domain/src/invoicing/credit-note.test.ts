import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOTE_MESSAGES as M } from './credit-note-messages.ts';
import {
  creditAmountProblem,
  creditableOf,
  creditedOf,
  formatCreditNoteNumber,
  invoiceStanding,
  IssueCreditNoteBodySchema,
  ReplaceInvoiceBodySchema,
  splitCredit,
  type EarlierCredit,
} from './credit-note.ts';
import { INVOICING_MESSAGES } from './messages.ts';

/** The worked example's invoice: 68,750 + VAT at 16 % 11,000 = 79,750. */
const invoice = { subtotal: 68_750, vat: { rateBp: 1_600, amount: 11_000 }, total: 79_750 };
const noVat = { subtotal: 25_000, vat: null, total: 25_000 };

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

it('numbers credit notes CN- and six digits', () => {
  expect([1, 2, 42, 1_234_567].map(formatCreditNoteNumber)).toEqual([
    'CN-000001',
    'CN-000002',
    'CN-000042',
    'CN-1234567',
  ]);
});

describe('what an admin asks to credit', () => {
  const reason = 'The client was charged for an official search that was not done.';

  it('takes whole shillings of 1 or more and a trimmed reason of 20 to 500 characters', () => {
    expect(IssueCreditNoteBodySchema.parse({ amount: 5_000, reason: `  ${reason}  ` })).toEqual({
      amount: 5_000,
      reason,
    });
  });

  it('refuses an amount that is not whole shillings of 1 or more, in the admin’s words', () => {
    for (const amount of [0, -5, 10.5, '5000', null]) {
      expect(firstError(IssueCreditNoteBodySchema.safeParse({ amount, reason }))).toBe(M.amount);
    }
    expect(M.amount).toBe('Enter the amount to credit in whole shillings, VAT included (at least KSh 1).');
  });

  it('refuses a reason too short, counted after trimming, or too long', () => {
    expect(firstError(IssueCreditNoteBodySchema.safeParse({ amount: 1, reason: `  ${'x'.repeat(19)}   ` }))).toBe(
      'Say why the invoice is credited, in at least 20 characters: the client reads it and the audit log keeps it.',
    );
    expect(firstError(IssueCreditNoteBodySchema.safeParse({ amount: 1 }))).toBe(M.reasonTooShort(20));
    expect(firstError(IssueCreditNoteBodySchema.safeParse({ amount: 1, reason: 'x'.repeat(501) }))).toBe(
      'Keep the reason to 500 characters or fewer.',
    );
    expect(IssueCreditNoteBodySchema.safeParse({ amount: 1, reason: 'x'.repeat(500) }).success).toBe(true);
  });
});

describe('the buyer a replacement invoice names', () => {
  it('keeps what is left out, upper-cases a KRA PIN, and a blank PIN removes it', () => {
    expect(ReplaceInvoiceBodySchema.parse({})).toEqual({});
    expect(ReplaceInvoiceBodySchema.parse({ buyerName: ' Acme Holdings Ltd ', buyerPin: 'a123456789z' })).toEqual({
      buyerName: 'Acme Holdings Ltd',
      buyerPin: 'A123456789Z',
    });
    expect(ReplaceInvoiceBodySchema.parse({ buyerPin: '  ' })).toEqual({ buyerPin: null });
    expect(ReplaceInvoiceBodySchema.parse({ buyerPin: null })).toEqual({ buyerPin: null });
  });

  it('refuses a PIN that is not a letter, 9 digits and a letter, and a name of one character', () => {
    expect(firstError(ReplaceInvoiceBodySchema.safeParse({ buyerPin: 'A12345678Z' }))).toBe(
      INVOICING_MESSAGES.buyerPin,
    );
    expect(firstError(ReplaceInvoiceBodySchema.safeParse({ buyerName: 'A' }))).toBe(M.buyerName);
  });
});

describe('how much can be credited', () => {
  it('at most the total less the credit notes already issued', () => {
    expect(creditedOf([{ total: 10_000 }, { total: 5_000 }])).toBe(15_000);
    expect(creditableOf(invoice, 15_000)).toBe(64_750);
    expect(creditAmountProblem(64_750, 64_750)).toBeNull();
    expect(creditAmountProblem(64_751, 64_750)).toBe('The most that can be credited on this invoice is KSh 64,750.');
    expect(creditAmountProblem(1, creditableOf(invoice, 79_750))).toBe(M.fullyCredited);
  });
});

describe('the VAT split of a credit', () => {
  it('a credit of the whole invoice is its subtotal and VAT exactly', () => {
    expect(splitCredit(79_750, invoice, [])).toEqual({
      subtotal: 68_750,
      vat: { rateBp: 1_600, amount: 11_000 },
      total: 79_750,
    });
  });

  it('a part is split as the invoice’s VAT was worked: the rate on the subtotal, rounded half up', () => {
    // 8,621 × 16 % = 1,379.36 → 1,379; 8,621 + 1,379 = 10,000.
    expect(splitCredit(10_000, invoice, [])).toEqual({
      subtotal: 8_621,
      vat: { rateBp: 1_600, amount: 1_379 },
      total: 10_000,
    });
  });

  it('an amount the rate does not split exactly: the VAT nearest the rate, within a shilling', () => {
    // 4 ÷ 1.16 = 3.45: 3 + VAT 1 (0.48 at the rate, 0.52 off) or 4 + VAT 0 (0.64 off).
    expect(splitCredit(4, invoice, [])).toEqual({ subtotal: 3, vat: { rateBp: 1_600, amount: 1 }, total: 4 });
  });

  it('the last credit takes what is left of each, so the credit notes add up to the invoice', () => {
    const first = splitCredit(10_000, invoice, []);
    const earlier: EarlierCredit[] = [{ subtotal: first.subtotal, vatAmount: first.vat?.amount ?? 0, total: 10_000 }];
    expect(splitCredit(69_750, invoice, earlier)).toEqual({
      subtotal: 68_750 - 8_621,
      vat: { rateBp: 1_600, amount: 11_000 - 1_379 },
      total: 69_750,
    });
  });

  it('a firm not registered for VAT credits without VAT', () => {
    expect(splitCredit(5_000, noVat, [])).toEqual({ subtotal: 5_000, vat: null, total: 5_000 });
  });

  it('refuses more than is left, and less than a shilling', () => {
    expect(() => splitCredit(79_751, invoice, [])).toThrow(RangeError);
    expect(() => splitCredit(0, invoice, [])).toThrow(RangeError);
    expect(() => splitCredit(1.5, invoice, [])).toThrow(RangeError);
  });

  it('any run of credits: each adds up, stays within a shilling of the rate, and together never exceeds the invoice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 1, maxLength: 8 }), (asked) => {
        const earlier: EarlierCredit[] = [];
        for (const wanted of asked) {
          const left = creditableOf(invoice, creditedOf(earlier));
          if (left === 0) {
            break;
          }
          const credit = splitCredit(Math.min(wanted, left), invoice, earlier);
          const vat = credit.vat?.amount ?? 0;
          expect(credit.subtotal + vat).toBe(credit.total);
          // eTIMS takes a band's tax within a shilling of its rate.
          expect(Math.abs(vat * 10_000 - credit.subtotal * 1_600)).toBeLessThanOrEqual(10_000);
          expect(credit.subtotal).toBeGreaterThanOrEqual(0);
          earlier.push({ subtotal: credit.subtotal, vatAmount: vat, total: credit.total });
        }
        expect(earlier.reduce((sum, c) => sum + c.subtotal, 0)).toBeLessThanOrEqual(invoice.subtotal);
        expect(earlier.reduce((sum, c) => sum + c.vatAmount, 0)).toBeLessThanOrEqual(invoice.vat.amount);
        const rest = creditableOf(invoice, creditedOf(earlier));
        if (rest > 0) {
          // What is left stays true to the rate, so the last credit takes it exactly.
          const last = splitCredit(rest, invoice, earlier);
          expect(earlier.reduce((sum, c) => sum + c.subtotal, last.subtotal)).toBe(invoice.subtotal);
          expect(earlier.reduce((sum, c) => sum + c.vatAmount, last.vat?.amount ?? 0)).toBe(invoice.vat.amount);
        }
      }),
    );
  });
});

describe('where an invoice stands once credited', () => {
  it('a partial credit lowers what is owed', () => {
    expect(invoiceStanding({ total: 79_750, paid: 0, credited: 10_000 })).toEqual({
      balance: 69_750,
      refundDue: 0,
      fullyCredited: false,
    });
  });

  it('credited in full: nothing owed, the invoice cancelled', () => {
    expect(invoiceStanding({ total: 79_750, paid: 0, credited: 79_750 })).toEqual({
      balance: 0,
      refundDue: 0,
      fullyCredited: true,
    });
  });

  it('credited after it was paid: the excess is a refund the firm owes the client', () => {
    expect(invoiceStanding({ total: 79_750, paid: 79_750, credited: 10_000 })).toEqual({
      balance: 0,
      refundDue: 10_000,
      fullyCredited: false,
    });
    expect(invoiceStanding({ total: 79_750, paid: 30_000, credited: 79_750 }).refundDue).toBe(30_000);
  });
});
