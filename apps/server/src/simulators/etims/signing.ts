import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: eTIMS's signatures are upper-case letters and 2–7. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  return bits > 0 ? out + BASE32[(buffer << (5 - bits)) & 31] : out;
}

/** A device's own signing secret, derived from the simulator's secret and its serial number. */
export function deviceSecret(simulatorSecret: string, deviceSerial: string): Buffer {
  return createHmac('sha256', simulatorSecret).update(`device:${deviceSerial}`).digest();
}

/** The fields a receipt's signature vouches for, in a fixed order. */
export interface SignedFields {
  tin: string;
  branchId: string;
  sdcId: string;
  invoiceNumber: number;
  receiptType: string;
  receiptNumber: number;
  totalReceiptNumber: number;
  totalAmount: number;
  totalTax: number;
  confirmedAt: string;
}

function mac(secret: Buffer, purpose: string, fields: SignedFields): string {
  const text = [
    purpose,
    fields.tin,
    fields.branchId,
    fields.sdcId,
    fields.invoiceNumber,
    fields.receiptType,
    fields.receiptNumber,
    fields.totalReceiptNumber,
    fields.totalAmount.toFixed(2),
    fields.totalTax.toFixed(2),
    fields.confirmedAt,
  ].join('|');
  return base32(createHmac('sha256', secret).update(text).digest());
}

/** rcptSign: 16 characters, as eTIMS's are; intrlData: 26. */
export function signReceipt(secret: Buffer, fields: SignedFields): { rcptSign: string; intrlData: string } {
  return {
    rcptSign: mac(secret, 'sign', fields).slice(0, 16),
    intrlData: mac(secret, 'internal', fields).slice(0, 26),
  };
}
