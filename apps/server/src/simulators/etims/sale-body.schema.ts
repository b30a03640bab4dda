import { z } from 'zod';
import {
  ETIMS_TAX_TYPE_LETTERS,
  ETIMS_TAX_TYPES,
  type EtimsTaxType,
  type OscuSaleBody,
} from '@thamani/domain/invoicing';

/** The simulator reads a sale as strictly as eTIMS is documented to: every required field, in its type. */
const Amount = z.number().finite();
const DateTime = z.string().regex(/^\d{14}$/, 'yyyyMMddHHmmss');
const Code = z.string().min(1).max(5);

const Item = z.object({
  itemSeq: z.number().int().positive(),
  itemCd: z.string().min(1).max(20),
  itemClsCd: z.string().min(1).max(10),
  itemNm: z.string().min(1).max(200),
  pkgUnitCd: Code,
  pkg: Amount,
  qtyUnitCd: Code,
  qty: Amount.positive(),
  prc: Amount.nonnegative(),
  splyAmt: Amount.nonnegative(),
  dcRt: Amount.nonnegative(),
  dcAmt: Amount.nonnegative(),
  taxTyCd: z.enum(ETIMS_TAX_TYPE_LETTERS as [EtimsTaxType, ...EtimsTaxType[]]),
  taxblAmt: Amount.nonnegative(),
  taxAmt: Amount.nonnegative(),
  totAmt: Amount.nonnegative(),
});

const perBand = (prefix: string) =>
  Object.fromEntries(ETIMS_TAX_TYPE_LETTERS.map((letter) => [`${prefix}${letter}`, Amount.nonnegative()])) as Record<
    string,
    typeof Amount
  >;

export const OscuSaleBodySchema = z.object({
  trdInvcNo: z.string().min(1).max(50),
  invcNo: z.number().int().positive(),
  orgInvcNo: z.number().int().nonnegative(),
  custTin: z
    .string()
    .regex(/^[A-Z]\d{9}[A-Z]$/)
    .optional(),
  custNm: z.string().max(60).optional(),
  salesTyCd: Code,
  rcptTyCd: z.enum(['S', 'R']),
  pmtTyCd: Code.optional(),
  salesSttsCd: Code,
  cfmDt: DateTime,
  salesDt: z.string().regex(/^\d{8}$/, 'yyyyMMdd'),
  rfdDt: DateTime.optional(),
  rfdRsnCd: Code.optional(),
  totItemCnt: z.number().int().positive(),
  ...perBand('taxblAmt'),
  ...perBand('taxRt'),
  ...perBand('taxAmt'),
  totTaxblAmt: Amount.nonnegative(),
  totTaxAmt: Amount.nonnegative(),
  totAmt: Amount.nonnegative(),
  prchrAcptcYn: z.enum(['Y', 'N']),
  regrId: z.string().min(1).max(20),
  regrNm: z.string().min(1).max(60),
  modrId: z.string().min(1).max(20),
  modrNm: z.string().min(1).max(60),
  receipt: z.object({ rcptPbctDt: DateTime, prchrAcptcYn: z.enum(['Y', 'N']) }).loose(),
  itemList: z.array(Item).min(1),
});

const cents = (n: number) => Math.round(n * 100);
const differ = (a: number, b: number) => cents(a) !== cents(b);

/** The first way a well-formed sale does not add up, or null: the figures eTIMS would sign must agree. */
export function saleInconsistency(body: OscuSaleBody): string | null {
  if (body.totItemCnt !== body.itemList.length) {
    return 'totItemCnt is not the number of items';
  }
  if (body.rcptTyCd === 'R' && (body.orgInvcNo === 0 || !body.rfdRsnCd)) {
    return 'a credit note needs orgInvcNo and rfdRsnCd';
  }
  if (body.rcptTyCd === 'S' && body.orgInvcNo !== 0) {
    return 'a sale has orgInvcNo 0';
  }
  for (const item of body.itemList) {
    if (differ(item.taxblAmt + item.taxAmt, item.totAmt)) {
      return `item ${item.itemSeq}: totAmt is not taxblAmt + taxAmt`;
    }
  }
  let taxable = 0;
  let tax = 0;
  for (const letter of ETIMS_TAX_TYPE_LETTERS) {
    const items = body.itemList.filter((item) => item.taxTyCd === letter);
    const bandTaxable = body[`taxblAmt${letter}`];
    const bandTax = body[`taxAmt${letter}`];
    if (body[`taxRt${letter}`] !== ETIMS_TAX_TYPES[letter].rateBp / 100) {
      return `taxRt${letter} is not the rate of band ${letter}`;
    }
    if (
      differ(
        items.reduce((sum, item) => sum + item.taxblAmt, 0),
        bandTaxable,
      ) ||
      differ(
        items.reduce((sum, item) => sum + item.taxAmt, 0),
        bandTax,
      )
    ) {
      return `band ${letter}: the items do not add up to taxblAmt${letter} and taxAmt${letter}`;
    }
    // A band's tax is its rate on its taxable amount, give or take a shilling of rounding.
    if (Math.abs(cents(bandTax) - cents((bandTaxable * ETIMS_TAX_TYPES[letter].rateBp) / 10_000)) > 100) {
      return `taxAmt${letter} is not ${ETIMS_TAX_TYPES[letter].rateBp / 100}% of taxblAmt${letter}`;
    }
    taxable += bandTaxable;
    tax += bandTax;
  }
  if (differ(taxable, body.totTaxblAmt) || differ(tax, body.totTaxAmt) || differ(taxable + tax, body.totAmt)) {
    return 'totTaxblAmt, totTaxAmt and totAmt are not the sums of the bands';
  }
  return null;
}
