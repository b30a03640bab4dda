import { z } from 'zod';
import { RequestPurposeSchema } from '../request-status.ts';
import {
  FEE_BASIS_MAX_KSH,
  FEE_DISTANCE_MAX_KM,
  OFF_SCALE_REASON_MAX_LENGTH,
  OFF_SCALE_REASON_MIN_LENGTH,
} from './limits.ts';
import { FEE_MESSAGES as M } from './messages.ts';
import { FEE_BASIS_KINDS, FEE_CATEGORY_IDS } from './scale.ts';

/** What the API carries about fees: the quote a client asks for and the quote with its working. */

export const FeeCategoryIdSchema = z.enum(FEE_CATEGORY_IDS, { error: M.category });
export const FeeBasisKindSchema = z.enum(FEE_BASIS_KINDS);

/** Whole shillings in an answer. */
const Shillings = z.number().int().nonnegative();

/** A client's request for a quote before ordering: what is valued, the value they expect, what for, how far. */
export const FeeQuoteRequestSchema = z.object({
  category: FeeCategoryIdSchema,
  expectedValue: z
    .number({ error: M.expectedValue })
    .int({ error: M.expectedValue })
    .min(1, { error: M.expectedValue })
    .max(FEE_BASIS_MAX_KSH, { error: M.expectedValueTooLarge }),
  /** The firm may have a fixed fee for this purpose. */
  purpose: RequestPurposeSchema.optional(),
  /** From the firm's office to the property, for the travel disbursement. */
  distanceKm: z
    .number({ error: () => M.distanceKm(FEE_DISTANCE_MAX_KM) })
    .int({ error: () => M.distanceKm(FEE_DISTANCE_MAX_KM) })
    .min(0, { error: () => M.distanceKm(FEE_DISTANCE_MAX_KM) })
    .max(FEE_DISTANCE_MAX_KM, { error: () => M.distanceKm(FEE_DISTANCE_MAX_KM) })
    .optional(),
});
export type FeeQuoteRequest = z.output<typeof FeeQuoteRequestSchema>;

export const FEE_LINE_KINDS = [
  'band',
  'minimum',
  'scaleFee',
  'fixedQuote',
  'travel',
  'officialSearch',
  'subtotal',
  'vat',
  'total',
] as const;
export const FeeLineKindSchema = z.enum(FEE_LINE_KINDS);
export type FeeLineKind = z.infer<typeof FeeLineKindSchema>;

/** One line of a quote's working: what it is, how it was worked out in words, and its amount. */
export const FeeLineSchema = z.object({
  kind: FeeLineKindSchema,
  description: z.string(),
  amount: Shillings,
});
export type FeeLine = z.infer<typeof FeeLineSchema>;

/**
 * A quote with its working. `bands` → `bandTotal`; the minimum lifts it to `scaleFee`; a fixed
 * fee for a purpose replaces it as `fee` (`offScale` when the two differ); `disbursements` are
 * added to make `subtotal`; `vat` (null when the firm is not registered) on the subtotal makes
 * `total`. `lines` is the same working in the order a client reads it; `notes` what else they
 * should know (the value it is worked on, why there is no VAT).
 */
export const FeeQuoteSchema = z.object({
  scale: z.object({ id: z.string(), version: z.number().int(), effectiveFrom: z.string() }),
  category: FeeCategoryIdSchema,
  basis: z.object({ kind: FeeBasisKindSchema, amount: Shillings }),
  bands: z.array(FeeLineSchema),
  bandTotal: Shillings,
  minimum: z.object({ amount: Shillings, applied: z.boolean() }),
  scaleFee: Shillings,
  fixedQuote: z.object({ purpose: RequestPurposeSchema, amount: Shillings }).nullable(),
  fee: Shillings,
  offScale: z.boolean(),
  disbursements: z.array(FeeLineSchema),
  disbursementTotal: Shillings,
  subtotal: Shillings,
  vat: z.object({ rateBp: z.number().int().nonnegative(), amount: Shillings }).nullable(),
  total: Shillings,
  lines: z.array(FeeLineSchema),
  notes: z.array(z.string()),
});
export type FeeQuote = z.infer<typeof FeeQuoteSchema>;

/** The final fee against the quote: the difference (final − quoted, shillings) and why, in words. */
export const FeeComparisonSchema = z.object({
  quotedTotal: Shillings,
  finalTotal: Shillings,
  difference: z.number().int(),
  summary: z.string(),
  reasons: z.array(z.string()),
});
export type FeeComparison = z.infer<typeof FeeComparisonSchema>;

/** An admin setting a fee off the scale: the fee, whole shillings, and the reason the audit log keeps. */
export const OffScaleFeeBodySchema = z.object({
  fee: z.number().int().nonnegative().max(FEE_BASIS_MAX_KSH),
  reason: z
    .string({ error: () => M.offScaleReasonNeeded(OFF_SCALE_REASON_MIN_LENGTH) })
    .trim()
    .min(OFF_SCALE_REASON_MIN_LENGTH, { error: () => M.offScaleReasonNeeded(OFF_SCALE_REASON_MIN_LENGTH) })
    .max(OFF_SCALE_REASON_MAX_LENGTH, { error: () => M.reasonTooLong(OFF_SCALE_REASON_MAX_LENGTH) }),
});
export type OffScaleFeeBody = z.output<typeof OffScaleFeeBodySchema>;
