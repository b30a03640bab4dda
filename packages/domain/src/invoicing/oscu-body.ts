import { BASIS_POINTS_PER_WHOLE } from '../fees/shillings.ts';
import { toEtimsDate, toEtimsDateTime } from './etims-time.ts';
import { SERVICE_PACKAGING_UNIT, SERVICE_QUANTITY_UNIT } from './items.ts';
import { ETIMS_CREDIT_NOTE_REASONS, ETIMS_PAYMENT_TYPES, type EtimsReceiptType, type EtimsSale } from './sale.ts';
import type { EtimsTaxType } from './tax-types.ts';

type PerBand<P extends string> = { [K in `${P}${EtimsTaxType}`]: number };

export interface OscuSaleItem {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  taxTyCd: EtimsTaxType;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

/** The body of OSCU's saveTrnsSalesOsdc (TrnsSalesSaveWrReq). The seller's PIN and branch travel as headers. */
export type OscuSaleBody = {
  trdInvcNo: string;
  invcNo: number;
  /** 0 for a sale. */
  orgInvcNo: number;
  custTin?: string;
  custNm: string;
  /** N: a normal sale (not training, not a proforma). */
  salesTyCd: 'N';
  rcptTyCd: EtimsReceiptType;
  pmtTyCd: string;
  /** 02: approved. */
  salesSttsCd: '02';
  cfmDt: string;
  salesDt: string;
  rfdDt?: string;
  rfdRsnCd?: string;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  prchrAcptcYn: 'N';
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  receipt: { custTin?: string; rcptPbctDt: string; prchrAcptcYn: 'N' };
  itemList: OscuSaleItem[];
} & PerBand<'taxblAmt'> &
  PerBand<'taxRt'> &
  PerBand<'taxAmt'>;

/**
 * An amount as eTIMS's NUMBER(18,2) fields hold it: rounded to the cent. Whole shillings stay
 * whole (JSON writes 1000.00 as 1000; eTIMS reads both alike).
 */
export function toOscuAmount(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** A rate in basis points as eTIMS's percentage: 1600 → 16. */
export function toOscuRate(rateBp: number): number {
  return toOscuAmount((rateBp * 100) / BASIS_POINTS_PER_WHOLE);
}

function perBand(sale: EtimsSale) {
  const body = {} as PerBand<'taxblAmt'> & PerBand<'taxRt'> & PerBand<'taxAmt'>;
  for (const [letter, band] of Object.entries(sale.bands) as [EtimsTaxType, EtimsSale['bands'][EtimsTaxType]][]) {
    body[`taxblAmt${letter}`] = toOscuAmount(band.taxableAmount);
    body[`taxRt${letter}`] = toOscuRate(band.rateBp);
    body[`taxAmt${letter}`] = toOscuAmount(band.taxAmount);
  }
  return body;
}

/** The exact body OSCU's saveTrnsSalesOsdc is sent for a sale or a credit note. */
export function toOscuSaleBody(sale: EtimsSale): OscuSaleBody {
  const confirmed = toEtimsDateTime(sale.issuedAt);
  const custTin = sale.buyer.pin ? { custTin: sale.buyer.pin } : {};
  const creditNote =
    sale.receiptType === 'R' && sale.creditNoteReason
      ? { rfdDt: confirmed, rfdRsnCd: ETIMS_CREDIT_NOTE_REASONS[sale.creditNoteReason] }
      : {};
  return {
    trdInvcNo: sale.traderInvoiceNumber,
    invcNo: sale.invoiceNumber,
    orgInvcNo: sale.originalInvoiceNumber ?? 0,
    ...custTin,
    custNm: sale.buyer.name,
    salesTyCd: 'N',
    rcptTyCd: sale.receiptType,
    pmtTyCd: ETIMS_PAYMENT_TYPES[sale.paymentType],
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: toEtimsDate(sale.issuedAt),
    ...creditNote,
    totItemCnt: sale.lines.length,
    ...perBand(sale),
    totTaxblAmt: toOscuAmount(sale.totals.taxableAmount),
    totTaxAmt: toOscuAmount(sale.totals.taxAmount),
    totAmt: toOscuAmount(sale.totals.amount),
    prchrAcptcYn: 'N',
    regrId: sale.issuedBy.id,
    regrNm: sale.issuedBy.name,
    modrId: sale.issuedBy.id,
    modrNm: sale.issuedBy.name,
    receipt: { ...custTin, rcptPbctDt: confirmed, prchrAcptcYn: 'N' },
    itemList: sale.lines.map((line) => ({
      itemSeq: line.seq,
      itemCd: line.item.code,
      itemClsCd: line.item.classCode,
      itemNm: line.item.name,
      pkgUnitCd: SERVICE_PACKAGING_UNIT,
      pkg: line.quantity,
      qtyUnitCd: SERVICE_QUANTITY_UNIT,
      qty: line.quantity,
      prc: toOscuAmount(line.unitPrice),
      splyAmt: toOscuAmount(line.taxableAmount),
      dcRt: 0,
      dcAmt: 0,
      taxTyCd: line.taxType,
      taxblAmt: toOscuAmount(line.taxableAmount),
      taxAmt: toOscuAmount(line.taxAmount),
      totAmt: toOscuAmount(line.totalAmount),
    })),
  };
}
