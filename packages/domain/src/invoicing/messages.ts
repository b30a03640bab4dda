import { defineMessages, withParams } from '../messages/define.ts';

/** The English an admin or a valuer reads about an invoice's passage through KRA's eTIMS. */
export const INVOICING_MESSAGES = defineMessages('invoicing', {
  etimsOff: 'eTIMS is not set up: invoices are issued without a control unit signature until it is.',
  etimsUnreachable: 'eTIMS did not answer; the invoice will be sent again automatically.',
  etimsRefused: withParams(
    (p: { reason: string }) => `eTIMS refused the invoice: ${p.reason}`,
    (reason: string) => ({ reason }),
  ),
  etimsNotInitialised:
    'The eTIMS control unit is not initialised. Check the eTIMS settings; the invoice will be sent once it is.',
  etimsAlreadyHeld: withParams(
    (p: { invoiceNumber: number }) =>
      `eTIMS already holds invoice ${p.invoiceNumber}, but its signature did not reach Thamani. Copy the signature from the eTIMS portal.`,
    (invoiceNumber: number) => ({ invoiceNumber }),
  ),
  etimsSigned: withParams(
    (p: { receiptNumber: number }) => `Signed by eTIMS: control unit receipt ${p.receiptNumber}.`,
    (receiptNumber: number) => ({ receiptNumber }),
  ),
  buyerPin: 'The buyer’s KRA PIN must be a letter, 9 digits and a letter, e.g. P051234567Q.',
  sellerPin: 'The firm’s KRA PIN for eTIMS must be a letter, 9 digits and a letter.',
  branchId: 'The eTIMS branch id is two digits, e.g. 00 for the head office.',
  invoiceNumber: 'An eTIMS invoice number is a whole number of 1 or more.',
  creditNoteOriginal: 'A credit note must name the earlier invoice it corrects.',
  noLines: 'An invoice needs at least one line.',
  valuationFee: 'Valuation fee',
  disbursements: 'Disbursements',
});
