import { z } from 'zod';
import { RequestPurposeSchema, type RequestPurpose } from '../request-status.ts';
import type { FeeQuoteRequest } from './contract.ts';
import {
  FEE_FIXED_MAX_KSH,
  FEE_SEARCH_MAX_KSH,
  FEE_TRAVEL_RATE_MAX_KSH,
  KENYA_VAT_RATE_BP,
  OFF_SCALE_REASON_MAX_LENGTH,
  OFF_SCALE_REASON_MIN_LENGTH,
} from './limits.ts';
import { FEE_MESSAGES as M } from './messages.ts';
import type { FeeQuoteInput } from './quote.ts';
import type { FeeScale } from './scale.ts';
import { DEFAULT_PAYMENT_TERMS, FirmPaymentTermsSchema, type FirmPaymentTerms } from './payment-terms.ts';

/**
 * What the firm charges besides the scale: whether it is registered for VAT, its travel rate and
 * official search charge, and its fixed fees for a purpose (each a departure from the scale, so
 * each carries the admin's reason). Admins edit it on /admin/firm; every quote reads it.
 */
export interface FirmFees {
  vatRegistered: boolean;
  /** Whole shillings per km from the office to the property; null: travel is not charged. */
  travelRatePerKm: number | null;
  /** The firm's charge for an official search at the lands registry; null: not charged. */
  officialSearchFee: number | null;
  fixedFees: FixedFee[];
  /** When individuals and client organisations pay (payment-terms.ts). */
  paymentTerms: FirmPaymentTerms;
}

export interface FixedFee {
  purpose: RequestPurpose;
  amount: number;
  reason: string;
}

/** A firm that has set nothing yet: not registered for VAT, no disbursements, no fixed fees. */
export const DEFAULT_FIRM_FEES: FirmFees = {
  vatRegistered: false,
  travelRatePerKm: null,
  officialSearchFee: null,
  fixedFees: [],
  paymentTerms: DEFAULT_PAYMENT_TERMS,
};

const optionalShillings = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(max, { error: message })
    .nullable();

const FixedFeeSchema = z.object({
  purpose: RequestPurposeSchema,
  amount: z
    .number({ error: () => M.fixedFeeAmount(FEE_FIXED_MAX_KSH) })
    .int({ error: () => M.fixedFeeAmount(FEE_FIXED_MAX_KSH) })
    .min(1, { error: () => M.fixedFeeAmount(FEE_FIXED_MAX_KSH) })
    .max(FEE_FIXED_MAX_KSH, { error: () => M.fixedFeeAmount(FEE_FIXED_MAX_KSH) }),
  reason: z
    .string({ error: () => M.offScaleReasonNeeded(OFF_SCALE_REASON_MIN_LENGTH) })
    .trim()
    .min(OFF_SCALE_REASON_MIN_LENGTH, { error: () => M.offScaleReasonNeeded(OFF_SCALE_REASON_MIN_LENGTH) })
    .max(OFF_SCALE_REASON_MAX_LENGTH, { error: () => M.reasonTooLong(OFF_SCALE_REASON_MAX_LENGTH) }),
});

/** PUT /api/admin/fees: the firm's fee settings, whole (a purpose at most once among the fixed fees). */
export const UpdateFirmFeesSchema = z
  .object({
    vatRegistered: z.boolean({ error: M.vatRegistered }),
    travelRatePerKm: optionalShillings(FEE_TRAVEL_RATE_MAX_KSH, M.travelRate(FEE_TRAVEL_RATE_MAX_KSH)),
    officialSearchFee: optionalShillings(FEE_SEARCH_MAX_KSH, M.officialSearchFee(FEE_SEARCH_MAX_KSH)),
    fixedFees: z.array(FixedFeeSchema).max(RequestPurposeSchema.options.length),
    paymentTerms: FirmPaymentTermsSchema.default(DEFAULT_PAYMENT_TERMS),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.fixedFees.forEach((fixed, i) => {
      if (seen.has(fixed.purpose)) {
        ctx.issues.push({
          code: 'custom',
          message: M.fixedFeeTwice,
          path: ['fixedFees', i, 'purpose'],
          input: fixed.purpose,
        });
      }
      seen.add(fixed.purpose);
    });
  });
export type UpdateFirmFees = z.output<typeof UpdateFirmFeesSchema>;

/** GET /api/admin/fees: the settings, the VAT rate they charge and the scale in force. */
export const FirmFeesSchema = z.object({
  vatRegistered: z.boolean(),
  vatRateBp: z.number().int(),
  travelRatePerKm: z.number().int().nullable(),
  officialSearchFee: z.number().int().nullable(),
  fixedFees: z.array(z.object({ purpose: RequestPurposeSchema, amount: z.number().int(), reason: z.string() })),
  paymentTerms: FirmPaymentTermsSchema,
  scale: z.object({ id: z.string(), version: z.number().int(), effectiveFrom: z.string(), citation: z.string() }),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type FirmFeesView = z.infer<typeof FirmFeesSchema>;

/**
 * The quote's input from a client's request and the firm's settings: the scale in force, the
 * value they expect, travel when the firm charges it and the distance is known, the official
 * search when the firm charges it, VAT when registered, and the firm's fixed fee for the purpose.
 */
export function firmQuoteInput(scale: FeeScale, fees: FirmFees, request: FeeQuoteRequest): FeeQuoteInput {
  const fixed = request.purpose === undefined ? undefined : fees.fixedFees.find((f) => f.purpose === request.purpose);
  return {
    scale,
    category: request.category,
    basisValue: request.expectedValue,
    basisKind: 'expected',
    disbursements: {
      travel:
        fees.travelRatePerKm !== null && request.distanceKm !== undefined && request.distanceKm > 0
          ? { km: request.distanceKm, ratePerKm: fees.travelRatePerKm }
          : null,
      officialSearch: fees.officialSearchFee,
    },
    vat: { registered: fees.vatRegistered, rateBp: KENYA_VAT_RATE_BP },
    fixedQuote: fixed ? { purpose: fixed.purpose, amount: fixed.amount } : null,
  };
}
