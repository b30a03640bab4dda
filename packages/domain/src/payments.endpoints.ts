import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { InvoiceSchema } from './invoicing.ts';
import { PayByMpesaBodySchema, PaymentSchema, RecordPaymentBodySchema, StkCallbackBodySchema } from './payments.ts';

/** A request's invoice, paying it by M-Pesa, Daraja's callback, and money an admin records from the bank. */
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
};
