import { describe, expect, it } from 'vitest';
import { etimsReceiptLink } from './receipt-link.ts';

const receipt = { sellerPin: 'P051234567Q', branchId: '00', signature: 'QUII27MATATSHFRB' };

describe('etimsReceiptLink', () => {
  it('is KRA’s receipt check with PIN, branch and signature run together', () => {
    expect(etimsReceiptLink(receipt)).toBe(
      'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567Q00QUII27MATATSHFRB',
    );
    expect(etimsReceiptLink(receipt, 'sandbox')).toBe(
      'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567Q00QUII27MATATSHFRB',
    );
  });

  it('can point at another portal answering the same path (the simulator)', () => {
    expect(etimsReceiptLink(receipt, new URL('http://127.0.0.1:4010/__etims'))).toBe(
      'http://127.0.0.1:4010/__etims/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567Q00QUII27MATATSHFRB',
    );
  });
});
