import { describe, expect, it } from 'vitest';
import { fromOscuInitInfo } from './oscu-init.ts';
import { fromOscuReceipt } from './oscu-receipt.ts';

const answer = {
  resultCd: '000',
  resultMsg: 'It is succeeded',
  resultDt: '20250307143006',
  data: {
    rcptNo: 12,
    intrlData: 'EAHSAV6ECUUXSY6PCCJYAUP6MI',
    rcptSign: 'QUII27MATATSHFRB',
    totRcptNo: 15,
    vsdcRcptPbctDate: '20250307143006',
    sdcId: 'KRACU0100000001',
    mrcNo: 'WIS01000001',
  },
};

describe('fromOscuReceipt', () => {
  it('reads the signature of a signed sale', () => {
    expect(fromOscuReceipt(answer)).toEqual({
      receiptNumber: 12,
      totalReceiptNumber: 15,
      internalData: 'EAHSAV6ECUUXSY6PCCJYAUP6MI',
      signature: 'QUII27MATATSHFRB',
      controlUnitSerial: 'KRACU0100000001',
      mrcNo: 'WIS01000001',
      signedAt: new Date('2025-03-07T11:30:06Z'),
    });
  });

  it('reads the other published shape: curRcptNo as a string, sdcDateTime, ids from the device', () => {
    const other = {
      ...answer,
      data: { curRcptNo: '3', totRcptNo: '4', intrlData: 'X', rcptSign: 'Y', sdcDateTime: '20250307143000' },
    };
    expect(fromOscuReceipt(other, { sdcId: 'KRACU0100000009', mrcNo: 'WIS01000009' })).toMatchObject({
      receiptNumber: 3,
      totalReceiptNumber: 4,
      controlUnitSerial: 'KRACU0100000009',
      mrcNo: 'WIS01000009',
      signedAt: new Date('2025-03-07T11:30:00Z'),
    });
  });

  it('refuses a refusal or an answer missing what an invoice must print', () => {
    expect(() =>
      fromOscuReceipt({
        resultCd: '994',
        resultMsg: 'There is an overlapped Data',
        resultDt: '20250307143006',
        data: null,
      }),
    ).toThrow(/resultCd/);
    const { sdcId: _sdcId, ...withoutSdc } = answer.data;
    expect(() => fromOscuReceipt({ ...answer, data: withoutSdc })).toThrow(/sdcId/);
    expect(() => fromOscuReceipt('<html>')).toThrow(TypeError);
  });
});

describe('fromOscuInitInfo', () => {
  it('keeps the communication key and the control unit’s ids', () => {
    const init = {
      resultCd: '000',
      resultMsg: 'It is succeeded',
      resultDt: '20250307143006',
      data: {
        info: {
          tin: 'P051234567Q',
          bhfId: '00',
          dvcId: '9999911300000001',
          sdcId: 'KRACU0100000001',
          mrcNo: 'WIS01000001',
          cmcKey: 'f0b9',
        },
      },
    };
    expect(fromOscuInitInfo(init)).toEqual({
      cmcKey: 'f0b9',
      sdcId: 'KRACU0100000001',
      mrcNo: 'WIS01000001',
      deviceId: '9999911300000001',
    });
    expect(() => fromOscuInitInfo({ resultCd: '902', resultMsg: 'This device is installed', data: null })).toThrow(
      TypeError,
    );
  });
});
