import { describe, expect, it } from 'vitest';
import { readStkCallbackItems, StkCallbackBodySchema } from './stk-callback.ts';

const paid = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 72500 },
          { Name: 'MpesaReceiptNumber', Value: 'TKR1ABC2DE' },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261129123456 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
};

const cancelled = {
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 1032,
      ResultDesc: 'Request cancelled by user',
    },
  },
};

describe("Daraja's STK callback body", () => {
  it('accepts a paid callback and reads its metadata', () => {
    const parsed = StkCallbackBodySchema.parse(paid);
    expect(parsed.Body.stkCallback.ResultCode).toBe(0);
    expect(readStkCallbackItems(parsed.Body.stkCallback.CallbackMetadata?.Item ?? [])).toEqual({
      amount: 72500,
      receiptNumber: 'TKR1ABC2DE',
      transactionDate: new Date('2026-11-29T09:34:56Z'),
      phone: '+254712345678',
    });
  });

  it('accepts a failed callback without metadata, and a ResultCode written as a string', () => {
    expect(StkCallbackBodySchema.parse(cancelled).Body.stkCallback.ResultCode).toBe(1032);
    const asText = { Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: '1037' } } };
    expect(StkCallbackBodySchema.parse(asText).Body.stkCallback.ResultCode).toBe(1037);
  });

  it('refuses a paid callback without its receipt, and bodies of another shape', () => {
    const items = paid.Body.stkCallback.CallbackMetadata.Item.filter((item) => item.Name !== 'MpesaReceiptNumber');
    const noReceipt = { Body: { stkCallback: { ...paid.Body.stkCallback, CallbackMetadata: { Item: items } } } };
    expect(StkCallbackBodySchema.safeParse(noReceipt).success).toBe(false);
    expect(
      StkCallbackBodySchema.safeParse({
        Body: { stkCallback: { ...cancelled.Body.stkCallback, CheckoutRequestID: '' } },
      }).success,
    ).toBe(false);
    expect(StkCallbackBodySchema.safeParse({ stkCallback: cancelled.Body.stkCallback }).success).toBe(false);
    expect(
      StkCallbackBodySchema.safeParse({ Body: { stkCallback: { ...cancelled.Body.stkCallback, ResultCode: 'x' } } })
        .success,
    ).toBe(false);
  });

  it('leaves out metadata it cannot read', () => {
    expect(
      readStkCallbackItems([
        { Name: 'Amount', Value: '1.5' },
        { Name: 'TransactionDate', Value: 20261340000000 },
        { Name: 'PhoneNumber', Value: 12345 },
      ]),
    ).toEqual({});
  });
});
