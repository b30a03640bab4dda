import { z } from 'zod';
import { FEE_MESSAGES as M } from './messages.ts';

/**
 * When a firm is paid, set per kind of client:
 * - `on_invoice`: the invoice follows approval and nothing waits for it;
 * - `before_visit`: an advance on the quote is invoiced with the order, and the visit is not booked until it is paid;
 *   the final fee on approval settles the difference (a balance invoice, or a credit note for what was overpaid);
 * - `before_release`: the invoice follows approval and the report is held until it is paid;
 * - `on_account`: the invoice follows approval, nothing waits, and the client settles the month's statement
 *   (organisations only — a bank or a company with an account).
 */
export const PAYMENT_TERMS = ['on_invoice', 'before_visit', 'before_release', 'on_account'] as const;
export const PaymentTermsSchema = z.enum(PAYMENT_TERMS, { error: M.paymentTerms });
export type PaymentTerms = z.infer<typeof PaymentTermsSchema>;

/** Who ordered: a person for themselves, or a client organisation (a bank's branch, a company). */
export const CLIENT_KINDS = ['individual', 'organisation'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  on_invoice: 'Pay on invoice — nothing waits',
  before_visit: 'Pay before the site visit is booked',
  before_release: 'Pay before the report can be downloaded',
  on_account: 'On account — invoiced monthly with a statement',
};

/** An individual has no account with the firm. */
export const INDIVIDUAL_PAYMENT_TERMS = ['on_invoice', 'before_visit', 'before_release'] as const;

export interface FirmPaymentTerms {
  individual: (typeof INDIVIDUAL_PAYMENT_TERMS)[number];
  organisation: PaymentTerms;
}

export const DEFAULT_PAYMENT_TERMS: FirmPaymentTerms = { individual: 'on_invoice', organisation: 'on_account' };

export const FirmPaymentTermsSchema = z.object({
  individual: z.enum(INDIVIDUAL_PAYMENT_TERMS, {
    error: (issue) => (issue.input === 'on_account' ? M.onAccountIndividual : M.paymentTerms),
  }),
  organisation: PaymentTermsSchema,
});

/** The terms a request's invoices follow: its client organisation's, or an individual's. */
export function termsForClient(terms: FirmPaymentTerms, clientOrganisationId: string | null): PaymentTerms {
  return clientOrganisationId === null ? terms.individual : terms.organisation;
}
