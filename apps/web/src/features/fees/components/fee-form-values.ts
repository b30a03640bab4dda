import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateFirmFeesSchema, type FirmFeesView, type FirmPaymentTerms, type UpdateFirmFees } from '@thamani/domain/fees';
import { REQUEST_PURPOSES, type RequestPurpose } from '@thamani/domain/requests';
import type { FieldPath, Resolver } from 'react-hook-form';

/** What the fee settings form holds: amounts as typed ("1,500"), '' for a charge the firm does not make. */
export type FeeFormValues = {
  vatRegistered: boolean;
  travelRatePerKm: string;
  officialSearchFee: string;
  fixedFees: { purpose: RequestPurpose; amount: string; reason: string }[];
  /** When individuals and client organisations pay (the domain's payment-terms.ts). */
  paymentTerms: FirmPaymentTerms;
};

const typed = (amount: number | null) => (amount === null ? '' : String(amount));

export function feeFormDefaults(fees: FirmFeesView): FeeFormValues {
  return {
    vatRegistered: fees.vatRegistered,
    travelRatePerKm: typed(fees.travelRatePerKm),
    officialSearchFee: typed(fees.officialSearchFee),
    fixedFees: fees.fixedFees.map((fixed) => ({ ...fixed, amount: typed(fixed.amount) })),
    paymentTerms: { ...fees.paymentTerms },
  };
}

/** A typed amount as the schema reads it: blank → null (not charged), "1,500" → 1500, anything else → NaN (refused). */
function shillingsOf(text: string): number | null {
  const compact = text.replace(/[,\s]/g, '');
  if (compact === '') {
    return null;
  }
  return /^\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

function bodyOf(values: FeeFormValues) {
  return {
    vatRegistered: values.vatRegistered,
    travelRatePerKm: shillingsOf(values.travelRatePerKm),
    officialSearchFee: shillingsOf(values.officialSearchFee),
    fixedFees: values.fixedFees.map((fixed) => ({ ...fixed, amount: shillingsOf(fixed.amount) })),
    paymentTerms: values.paymentTerms,
  };
}

const schemaResolver = zodResolver(UpdateFirmFeesSchema);

/** The shared UpdateFirmFeesSchema checks the form, on the amounts as numbers; its messages land on the fields by their paths. */
export const feeFormResolver: Resolver<FeeFormValues, unknown, UpdateFirmFees> = (values, context, options) =>
  schemaResolver(bodyOf(values) as never, context, options as never) as never;

/** The first purpose without a fixed fee yet (null when every purpose has one). */
export function nextFreePurpose(fixedFees: FeeFormValues['fixedFees']): RequestPurpose | null {
  return REQUEST_PURPOSES.find((purpose) => !fixedFees.some((fixed) => fixed.purpose === purpose)) ?? null;
}

const FIELD_PATH =
  /^(vatRegistered|travelRatePerKm|officialSearchFee|paymentTerms\.(individual|organisation)|fixedFees\.\d+\.(purpose|amount|reason))$/;

/** A server field key ("fixedFees.0.reason") that names a field of the form. */
export function isFeeFormField(name: string): name is FieldPath<FeeFormValues> {
  return FIELD_PATH.test(name);
}
