import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { InvoiceSchema, IssueCreditNoteBodySchema, ReplaceInvoiceBodySchema } from './invoicing.ts';
import { PayByMpesaBodySchema, PaymentSchema, RecordPaymentBodySchema, StkCallbackBodySchema } from './payments.ts';

/** A request's invoice and its PDF, paying it by M-Pesa, Daraja's callback, and money an admin records from the bank. */
const tag = 'payments';
const Id = z.object({ id: z.uuid() });
const CallbackParams = z.object({ token: z.string().max(200) });

export const PAYMENTS_ENDPOINTS = {
  invoiceOfRequest: endpoint({
    method: 'GET',
    path: '/api/requests/:id/invoice',
    access: 'signed-in',
    params: Id,
    response: InvoiceSchema,
    tag,
    summary:
      'The invoice of a request, with its payments (the client who ordered it and admins; 404 before the report is approved)',
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    access: 'signed-in',
    params: Id,
    response: 'file',
    tag,
    summary:
      'The invoice as a PDF tax invoice (the client who ordered the valuation and admins): an attachment named by its number, e.g. INV-000042.pdf',
    description:
      '404 for anyone else. Written when asked for, so it shows the payments and the eTIMS signature as they stand then.',
  }),
  payByMpesa: endpoint({
    method: 'POST',
    path: '/api/invoices/:id/mpesa',
    access: 'signed-in',
    params: Id,
    body: PayByMpesaBodySchema,
    response: PaymentSchema,
    status: 202,
    tag,
    summary: 'Send an M-Pesa prompt (STK push) for what is owed on the invoice to the payer’s phone',
    description:
      'The payment is pending until M-Pesa calls back or, with no callback within a minute, the server asks M-Pesa itself. 409 when the invoice is paid or a prompt is already waiting on a phone; 503 when M-Pesa does not answer.',
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/payments/:id',
    access: 'signed-in',
    params: Id,
    response: PaymentSchema,
    tag,
    summary: 'One payment as it stands: pending, paid (with its receipt) or failed (why, and whether to try again)',
  }),
  mpesaCallback: endpoint({
    method: 'POST',
    path: '/api/payments/mpesa/callback/:token',
    access: 'public',
    params: CallbackParams,
    body: StkCallbackBodySchema,
    response: z.object({ ResultCode: z.number().int(), ResultDesc: z.string() }),
    tag,
    summary: 'Daraja’s STK callback (the URL carries the firm’s secret; idempotent on CheckoutRequestID)',
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/api/admin/invoices/:id/payments',
    access: 'payment:manage-any',
    params: Id,
    body: RecordPaymentBodySchema,
    response: InvoiceSchema,
    status: 201,
    tag,
    summary: 'Record money received at the bank — transfer, RTGS or cheque — with its reference (admins; audited)',
  }),
  issueCreditNote: endpoint({
    method: 'POST',
    path: '/api/admin/invoices/:id/credit-notes',
    access: 'payment:manage-any',
    params: Id,
    body: IssueCreditNoteBodySchema,
    response: InvoiceSchema,
    status: 201,
    tag,
    summary:
      'Credit part or all of an issued invoice with a credit note, numbered CN-000001 in the firm’s series (admins; audited)',
    description:
      'The invoice is never edited: the credit note lowers what is owed (or makes a refund due where it was paid), and an invoice credited in full is cancelled. 400 (VALIDATION, on the amount) for more than is left to credit; 409 once it is credited in full. With eTIMS on, the credit note is sent as a refund receipt naming the invoice.',
  }),
  replaceInvoice: endpoint({
    method: 'POST',
    path: '/api/admin/invoices/:id/replacement',
    access: 'payment:manage-any',
    params: Id,
    body: ReplaceInvoiceBodySchema,
    response: InvoiceSchema,
    status: 201,
    tag,
    summary:
      'Issue a new invoice for the fee of an invoice credited in full, the buyer’s name and KRA PIN corrected (admins; audited)',
    description: '409 unless the invoice is credited in full, or once it has been replaced.',
  }),
};
