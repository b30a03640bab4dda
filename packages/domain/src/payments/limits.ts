/** Daraja's limits on one STK push ("Lipa na M-Pesa Online"). */

/** The least one push may ask for, in whole shillings. */
export const STK_MIN_AMOUNT = 1;
/** The most one push may ask for: Daraja refuses more than KSh 250,000 in one STK push. */
export const STK_MAX_AMOUNT = 250_000;
/** AccountReference: what the payer sees after "account" on the prompt. */
export const ACCOUNT_REFERENCE_MAX_LENGTH = 12;
/** TransactionDesc: a note Daraja keeps with the request. */
export const TRANSACTION_DESC_MAX_LENGTH = 13;
