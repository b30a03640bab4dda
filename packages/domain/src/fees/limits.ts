/** The largest value a quote is worked on: KSh 1,000,000,000,000 (one trillion). */
export const FEE_BASIS_MAX_KSH = 1_000_000_000_000;
/** The longest trip a quote charges travel for, in whole kilometres. */
export const FEE_DISTANCE_MAX_KM = 2_000;
/** A fee off the scale is set by an admin with a reason at least this long (it is audited). */
export const OFF_SCALE_REASON_MIN_LENGTH = 20;
export const OFF_SCALE_REASON_MAX_LENGTH = 1_000;
/** VAT in Kenya, in basis points: 16 %. */
export const KENYA_VAT_RATE_BP = 1_600;
/** The most a firm may charge per km of travel, whole shillings. */
export const FEE_TRAVEL_RATE_MAX_KSH = 10_000;
/** The most a firm may charge for an official search, whole shillings. */
export const FEE_SEARCH_MAX_KSH = 100_000;
/** The largest fixed fee for a purpose, whole shillings. */
export const FEE_FIXED_MAX_KSH = 100_000_000;
