import type { Invoice } from '@thamani/domain/invoicing';
import type { InvoicePdfItem } from './invoice-pdf-items.ts';

/** The firm's contacts the invoice prints under its name (the seller's name and PIN are the invoice's own). */
export interface InvoicePdfFirm {
  vatRegistration: string | null;
  physicalAddress: string;
  postalAddress: string | null;
  phone: string | null;
  email: string | null;
}

/** Everything the invoice PDF prints: the invoice as its reader sees it, its eTIMS items, the firm and how to pay. */
export interface InvoicePdfInput {
  invoice: Invoice;
  items: InvoicePdfItem[];
  firm: InvoicePdfFirm;
  pay: {
    /** The firm's M-Pesa paybill while M-Pesa is on; null: bank only. */
    mpesaPaybill: string | null;
    /** The valuation's page, where the client presses "Pay with M-Pesa". */
    requestPageUrl: string;
  };
}
