/**
 * Paying by M-Pesa ("Lipa na M-Pesa Online", an STK push through Safaricom's Daraja API): the
 * result codes in a payer's words, the payer's number as Daraja writes it, the Timestamp and
 * Password, the limits on an amount and on the short texts, and the callback's body. See
 * docs/payments.md.
 */

// The front door of @thamani/domain/payments: the module's code lives in ./payments/.
export * from './payments/limits.ts';
export * from './payments/messages.ts';
export * from './payments/result-codes.ts';
export * from './payments/payer-phone.ts';
export * from './payments/stk-password.ts';
export * from './payments/stk-request.ts';
export * from './payments/stk-callback.ts';
export * from './payments/payment.ts';
