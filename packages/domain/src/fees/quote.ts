import { AppError } from '../app-error.ts';
import { formatKsh } from '../money.ts';
import type { Refusal } from '../policies.ts';
import { REQUEST_PURPOSE_LABELS, type RequestPurpose } from '../request-status.ts';
import type { FeeLine, FeeQuote } from './contract.ts';
import { EXPECTED_RENT_LABEL, FEE_BASIS_LABELS, FEE_CATEGORY_LABELS, FEE_MESSAGES as M } from './messages.ts';
import { scaleRef, type FeeBasisKind, type FeeCategory, type FeeCategoryId, type FeeScale } from './scale.ts';
import { assertWholeShillings, formatRate, shareOf } from './shillings.ts';

/** What the firm charges on top of the fee. */
export interface Disbursements {
  /** Travel: the distance in whole kilometres at the firm's rate per kilometre. */
  travel?: { km: number; ratePerKm: number } | null;
  /** An official search of the title: the firm's fixed charge. */
  officialSearch?: number | null;
}

/** VAT is charged, on the fee and disbursements, only when the firm is registered for it. */
export interface VatSetting {
  registered: boolean;
  rateBp: number;
}

/** The firm's fixed fee for a purpose, charged in place of the scale fee. */
export interface FixedQuote {
  purpose: RequestPurpose;
  amount: number;
}

export interface FeeQuoteInput {
  scale: FeeScale;
  category: FeeCategoryId;
  /** The value the fee is worked on, whole shillings: the one the client expects, or the highest the report states (`feeBasis`). */
  basisValue: number;
  /** Which value `basisValue` is; the value the client expects unless said. */
  basisKind?: FeeBasisKind;
  disbursements?: Disbursements;
  vat: VatSetting;
  fixedQuote?: FixedQuote | null;
}

/** The scale's fee for a value, with its working. */
export interface ScaleFeeWorking {
  bands: FeeLine[];
  bandTotal: number;
  minimum: { amount: number; applied: boolean };
  scaleFee: number;
}

const conflict = (message: string): Refusal => ({ code: 'CONFLICT', message });

/** A category is quoted only when the firm has turned it on and its figures are confirmed against the gazetted Rules. */
export function quoteRefusal(scale: FeeScale, category: FeeCategoryId): Refusal | null {
  const data = scale.categories[category];
  const label = FEE_CATEGORY_LABELS[category];
  if (!data.confirmed) {
    return conflict(M.categoryUnconfirmed(label.toLowerCase()));
  }
  if (!data.enabled) {
    return conflict(M.categoryOff(label.toLowerCase()));
  }
  return null;
}

/**
 * Band by band: each band's rate on the part of the value inside it, each line rounded to the
 * whole shilling (half up) and the lines added; the scale fee is that sum or the minimum, whichever
 * is more.
 */
export function scaleFeeWorking(category: FeeCategory, value: number): ScaleFeeWorking {
  assertWholeShillings(value, 'The value');
  const bands: FeeLine[] = [];
  category.bands.forEach((band, i) => {
    const top = band.to === null ? value : Math.min(value, band.to);
    const part = top - band.from;
    if (part <= 0) {
      return;
    }
    const rate = formatRate(band.rateBp);
    const fillsBand = band.to !== null && value >= band.to;
    let description: string;
    if (i === 0) {
      description = fillsBand ? M.bandFirst(rate, formatKsh(part)) : M.bandWhole(rate, formatKsh(part));
    } else {
      description = fillsBand ? M.bandNext(rate, formatKsh(part)) : M.bandRemaining(rate, formatKsh(part));
    }
    bands.push({ kind: 'band', description, amount: shareOf(part, band.rateBp) });
  });
  const bandTotal = bands.reduce((sum, line) => sum + line.amount, 0);
  const applied = bandTotal < category.minimum;
  return {
    bands,
    bandTotal,
    minimum: { amount: category.minimum, applied },
    scaleFee: applied ? category.minimum : bandTotal,
  };
}

function disbursementLines(disbursements: Disbursements | undefined): FeeLine[] {
  const lines: FeeLine[] = [];
  const travel = disbursements?.travel;
  if (travel) {
    assertWholeShillings(travel.km, 'The distance in km');
    assertWholeShillings(travel.ratePerKm, 'The rate per km');
    lines.push({
      kind: 'travel',
      description: M.travel(travel.km, formatKsh(travel.ratePerKm)),
      amount: travel.km * travel.ratePerKm,
    });
  }
  const search = disbursements?.officialSearch;
  if (search !== undefined && search !== null) {
    assertWholeShillings(search, 'The official search charge');
    lines.push({ kind: 'officialSearch', description: M.officialSearch, amount: search });
  }
  return lines;
}

function basisLabel(kind: FeeBasisKind, category: FeeCategory): string {
  if (kind === 'expected' && category.measure === 'annualRent') {
    return EXPECTED_RENT_LABEL;
  }
  return FEE_BASIS_LABELS[kind];
}

function assertBasisFits(kind: FeeBasisKind, category: FeeCategory): void {
  const isRent = kind === 'annualRent';
  if (kind !== 'expected' && isRent !== (category.measure === 'annualRent')) {
    throw new RangeError(`A ${category.id} fee is not worked on the ${kind} value`);
  }
}

/**
 * The quote with its working: the scale fee (bands, minimum), or the firm's fixed fee for the
 * purpose in its place; the disbursements; VAT on the subtotal when the firm is registered; the
 * total. Throws the refusal (as an AppError) when the category cannot be quoted.
 */
export function quoteFee(input: FeeQuoteInput): FeeQuote {
  const refusal = quoteRefusal(input.scale, input.category);
  if (refusal) {
    throw new AppError(refusal.code, refusal.message);
  }
  const category = input.scale.categories[input.category];
  const kind = input.basisKind ?? 'expected';
  assertBasisFits(kind, category);
  const working = scaleFeeWorking(category, input.basisValue);

  const fixed = input.fixedQuote ?? null;
  if (fixed) {
    assertWholeShillings(fixed.amount, 'The fixed fee');
  }
  const fee = fixed ? fixed.amount : working.scaleFee;

  const disbursements = disbursementLines(input.disbursements);
  const disbursementTotal = disbursements.reduce((sum, line) => sum + line.amount, 0);
  const subtotal = fee + disbursementTotal;
  assertWholeShillings(input.vat.rateBp, 'The VAT rate in basis points');
  const vat = input.vat.registered ? { rateBp: input.vat.rateBp, amount: shareOf(subtotal, input.vat.rateBp) } : null;
  const total = subtotal + (vat?.amount ?? 0);

  const lines: FeeLine[] = [...working.bands];
  if (working.minimum.applied) {
    lines.push({
      kind: 'minimum',
      description: M.minimumApplied(formatKsh(working.minimum.amount), formatKsh(working.bandTotal)),
      amount: working.minimum.amount,
    });
  }
  lines.push({ kind: 'scaleFee', description: M.scaleFee, amount: working.scaleFee });
  if (fixed) {
    const purpose = REQUEST_PURPOSE_LABELS[fixed.purpose].toLowerCase();
    lines.push({
      kind: 'fixedQuote',
      description: M.fixedQuote(purpose, formatKsh(working.scaleFee)),
      amount: fixed.amount,
    });
  }
  lines.push(...disbursements, { kind: 'subtotal', description: M.subtotal, amount: subtotal });
  if (vat) {
    lines.push({ kind: 'vat', description: M.vat(formatRate(vat.rateBp)), amount: vat.amount });
  }
  lines.push({ kind: 'total', description: M.total, amount: total });

  const notes = [M.basis(basisLabel(kind, category), formatKsh(input.basisValue))];
  if (!vat) {
    notes.push(M.vatNotCharged);
  }

  return {
    scale: scaleRef(input.scale),
    category: input.category,
    basis: { kind, amount: input.basisValue },
    ...working,
    fixedQuote: fixed ? { purpose: fixed.purpose, amount: fixed.amount } : null,
    fee,
    offScale: fee !== working.scaleFee,
    disbursements,
    disbursementTotal,
    subtotal,
    vat,
    total,
    lines,
    notes,
  };
}
