import { z } from 'zod';
import { fromEtimsDateTime } from './etims-time.ts';
import { OSCU_RESULT } from './result-codes.ts';

/** What eTIMS's control unit gives back for a signed sale: printed on the invoice and kept with it. */
export interface EtimsSignature {
  /** The control unit's receipt number for this receipt type (rcptNo). */
  receiptNumber: number;
  /** Its receipt number across all types (totRcptNo). */
  totalReceiptNumber: number;
  internalData: string;
  /** rcptSign: the signature the QR code and the printed invoice carry. */
  signature: string;
  /** sdcId: the control unit's serial number. */
  controlUnitSerial: string;
  mrcNo: string;
  signedAt: Date;
}

// eTIMS's NUMBER fields arrive as numbers or as digit strings ("curRcptNo": "1").
const Count = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

const SignedData = z.object({
  rcptNo: Count.optional(),
  curRcptNo: Count.optional(),
  totRcptNo: Count,
  intrlData: z.string().min(1),
  rcptSign: z.string().min(1),
  sdcId: z.string().min(1).optional(),
  mrcNo: z.string().min(1).optional(),
  vsdcRcptPbctDate: z.string().optional(),
  sdcDateTime: z.string().optional(),
});

const SignedAnswer = z.object({
  resultCd: z.literal(OSCU_RESULT.success),
  resultMsg: z.string(),
  resultDt: z.string(),
  data: SignedData,
});

/**
 * The signature in saveTrnsSalesOsdc's answer. Samples of the answer differ: the receipt number
 * is rcptNo or curRcptNo, the signing time vsdcRcptPbctDate or sdcDateTime, and sdcId and mrcNo
 * may be absent, when the device's, learnt at initialisation, stand in. Throws a TypeError naming
 * what is missing for an answer that is not a signed receipt.
 */
export function fromOscuReceipt(
  response: unknown,
  device?: { sdcId?: string | null; mrcNo?: string | null },
): EtimsSignature {
  const parsed = SignedAnswer.safeParse(response);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TypeError(
      `Not a signed eTIMS receipt: ${issue ? `${issue.path.join('.') || 'answer'}: ${issue.message}` : 'unreadable'}`,
    );
  }
  const { data, resultDt } = parsed.data;
  const receiptNumber = data.rcptNo ?? data.curRcptNo;
  const controlUnitSerial = data.sdcId ?? device?.sdcId;
  const mrcNo = data.mrcNo ?? device?.mrcNo;
  const signedAt = fromEtimsDateTime(data.vsdcRcptPbctDate ?? data.sdcDateTime ?? resultDt);
  if (receiptNumber === undefined || !controlUnitSerial || !mrcNo || !signedAt) {
    const missing =
      receiptNumber === undefined ? 'rcptNo' : !controlUnitSerial ? 'sdcId' : !mrcNo ? 'mrcNo' : 'vsdcRcptPbctDate';
    throw new TypeError(`Not a signed eTIMS receipt: data.${missing} is missing or unreadable`);
  }
  return {
    receiptNumber,
    totalReceiptNumber: data.totRcptNo,
    internalData: data.intrlData,
    signature: data.rcptSign,
    controlUnitSerial,
    mrcNo,
    signedAt,
  };
}
