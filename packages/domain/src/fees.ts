/**
 * What a valuation costs: the Valuers (Forms and Fees) Rules scale as versioned data, the quote
 * with its working (bands, minimum, a fixed fee for a purpose, disbursements, VAT), the final fee
 * against the quote, and the rule that a fee off the scale needs an admin's reason. Money is whole
 * shillings; each percentage line is rounded to the shilling, half up. See docs/fees.md.
 */

// The front door of @thamani/domain/fees: the module's code lives in ./fees/.
export * from './fees/shillings.ts';
export * from './fees/limits.ts';
export * from './fees/scale.ts';
export * from './fees/valuers-rules.data.ts';
export * from './fees/messages.ts';
export * from './fees/contract.ts';
export * from './fees/basis.ts';
export * from './fees/quote.ts';
export * from './fees/compare.ts';
export * from './fees/off-scale.ts';
export * from './fees/ordinary-fee.ts';
export * from './fees/payment-terms.ts';
export * from './fees/firm-fees.ts';
