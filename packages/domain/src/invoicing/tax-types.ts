import { KENYA_VAT_RATE_BP } from '../fees/limits.ts';
import type { VatSetting } from '../fees/quote.ts';

/**
 * eTIMS's tax bands (its code list "Tax Type"): every sale states, band by band, what was taxable,
 * at what rate, and the tax. A firm registered for VAT sells its services under B (16 %); a firm
 * that is not sells under D (non-VAT). A (exempt), C (zero-rated) and E (8 %) are listed so a body
 * always carries all five bands, as eTIMS wants.
 */
export const ETIMS_TAX_TYPES = {
  A: { rateBp: 0, name: 'A-Exempt' },
  B: { rateBp: KENYA_VAT_RATE_BP, name: 'B-16.00%' },
  C: { rateBp: 0, name: 'C-0%' },
  D: { rateBp: 0, name: 'D-Non-VAT' },
  E: { rateBp: 800, name: 'E-8%' },
} as const;

export type EtimsTaxType = keyof typeof ETIMS_TAX_TYPES;
export const ETIMS_TAX_TYPE_LETTERS = Object.keys(ETIMS_TAX_TYPES) as EtimsTaxType[];

/**
 * The band the firm's services are sold under. A VAT rate eTIMS has no band for is a programming
 * error (the firm's settings allow 16 % only): it throws a RangeError.
 */
export function taxTypeForFirm(vat: VatSetting): EtimsTaxType {
  if (!vat.registered) {
    return 'D';
  }
  if (vat.rateBp !== ETIMS_TAX_TYPES.B.rateBp) {
    throw new RangeError(`eTIMS has no tax band for VAT at ${vat.rateBp} basis points`);
  }
  return 'B';
}
