import { describe, expect, it } from 'vitest';
import { base32, deviceSecret, signReceipt, type SignedFields } from './signing.ts';

const fields: SignedFields = {
  tin: 'P051234567Q',
  branchId: '00',
  sdcId: 'KRACU0100000001',
  invoiceNumber: 1,
  receiptType: 'S',
  receiptNumber: 1,
  totalReceiptNumber: 1,
  totalAmount: 40_893,
  totalTax: 5_640,
  confirmedAt: '20250307143005',
};

describe('the simulator’s signatures', () => {
  it('base32 is RFC 4648’s', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(Buffer.from('f'))).toBe('MY');
  });

  it('are 16 characters, fixed for the same device and fields, and change with any signed field', () => {
    const secret = deviceSecret('seed', 'DEV-1');
    const signed = signReceipt(secret, fields);
    expect(signed.rcptSign).toMatch(/^[A-Z2-7]{16}$/);
    expect(signed.intrlData).toMatch(/^[A-Z2-7]{26}$/);
    expect(signReceipt(secret, fields)).toEqual(signed);
    expect(signReceipt(secret, { ...fields, totalAmount: 40_894 }).rcptSign).not.toBe(signed.rcptSign);
    expect(signReceipt(deviceSecret('seed', 'DEV-2'), fields).rcptSign).not.toBe(signed.rcptSign);
  });
});
