/**
 * Query keys of invoices and their payments. Every key starts with 'payments', so a payment asked
 * for or recorded refreshes the invoice it is on as well.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  /** A request's invoice (404 until its report is approved). */
  invoiceOfRequest: (requestId: string) => ['payments', 'invoice', requestId] as const,
  /** One payment, polled while M-Pesa has not answered. */
  payment: (id: string) => ['payments', 'payment', id] as const,
};
