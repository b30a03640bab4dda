import { defineMessages, withParams } from '../messages/define.ts';

/** What an admin, a client and the audit log read about credit notes and replacement invoices. */
export const CREDIT_NOTE_MESSAGES = defineMessages('creditNotes', {
  amount: 'Enter the amount to credit in whole shillings, VAT included (at least KSh 1).',
  reasonTooShort: withParams(
    (p: { min: number }) =>
      `Say why the invoice is credited, in at least ${p.min} characters: the client reads it and the audit log keeps it.`,
    (min: number) => ({ min }),
  ),
  reasonTooLong: withParams(
    (p: { max: number }) => `Keep the reason to ${p.max} characters or fewer.`,
    (max: number) => ({ max }),
  ),
  tooMuch: withParams(
    (p: { most: string }) => `The most that can be credited on this invoice is ${p.most}.`,
    (most: string) => ({ most }),
  ),
  fullyCredited: 'This invoice is already cancelled in full by credit notes: there is nothing left to credit.',
  notPayable: 'This invoice is cancelled by a credit note: there is nothing to pay.',
  invoiceNotFound: 'Invoice not found.',
  notFullyCredited:
    'Only an invoice cancelled in full by credit notes can be replaced. Credit what is left of it first.',
  alreadyReplaced: withParams(
    (p: { number: string }) => `This invoice is already replaced by ${p.number}.`,
    (number: string) => ({ number }),
  ),
  buyerName: 'Enter the buyer’s name as the invoice should read it (2 to 200 characters).',
  issued: withParams(
    (p: { number: string }) => `Credit note ${p.number} issued.`,
    (number: string) => ({ number }),
  ),
  replaced: withParams(
    (p: { number: string }) => `Replacement invoice ${p.number} issued.`,
    (number: string) => ({ number }),
  ),

  // A credit note's passage through eTIMS.
  etimsWaitsForInvoice:
    'Waiting for eTIMS to sign the invoice this credit note corrects; the credit note is sent automatically once it has.',
  etimsInvoiceNotSigned:
    'eTIMS did not sign the invoice this credit note corrects, so the credit note cannot be sent to eTIMS.',
  etimsInvoiceOff: 'The invoice was issued while eTIMS was not set up, so its credit note is not sent to eTIMS either.',
  etimsTaxOff: 'A credit note’s VAT must be within a shilling of the invoice’s VAT rate.',
});
