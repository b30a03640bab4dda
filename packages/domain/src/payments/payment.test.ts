import { describe, expect, it } from 'vitest';
import { maskPhone, PayByMpesaBodySchema, RecordPaymentBodySchema } from './payment.ts';

describe('paying by M-Pesa', () => {
  it('takes a Kenyan mobile number however it is written, and refuses anything else in the payer’s words', () => {
    for (const phone of ['0712 345 678', '+254712345678', '254 712 345 678', '0110 123 456']) {
      expect(PayByMpesaBodySchema.safeParse({ phone }).success, phone).toBe(true);
    }
    const refused = PayByMpesaBodySchema.safeParse({ phone: '020 123 4567' });
    expect(refused.success ? null : refused.error.issues[0]?.message).toBe(
      'Enter a Kenyan mobile number registered for M-Pesa, e.g. 0712 345 678.',
    );
  });

  it('shows the number on a receipt with its middle hidden', () => {
    expect(maskPhone('254712345678')).toBe('0712 *** 678');
  });
});

describe('recording a bank payment', () => {
  it('needs a method, a reference and whole shillings', () => {
    expect(
      RecordPaymentBodySchema.safeParse({ method: 'cheque', reference: 'CHQ 004512', amount: 72_500 }).success,
    ).toBe(true);
    const bad = RecordPaymentBodySchema.safeParse({ method: 'mpesa', reference: 'x', amount: 10.5 });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path[0])).toEqual(['method', 'reference', 'amount']);
  });
});
