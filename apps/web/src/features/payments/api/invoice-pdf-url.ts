import { pathOf } from '@thamani/domain/endpoints';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';

/** The invoice as a PDF (an attachment named by its number): the card's download link. */
export function invoicePdfUrl(invoiceId: string): string {
  return pathOf(PAYMENTS_ENDPOINTS.invoicePdf, { id: invoiceId });
}
