import { endpoint } from './endpoints.ts';
import { FeeQuoteRequestSchema, FeeQuoteSchema, FirmFeesSchema, UpdateFirmFeesSchema } from './fees.ts';

/** What a valuation costs: a quote with its working (anyone), and the firm's fee settings (admins). */
const tag = 'fees';

export const FEES_ENDPOINTS = {
  quote: endpoint({
    method: 'POST',
    path: '/api/fees/quote',
    access: 'public',
    body: FeeQuoteRequestSchema,
    response: FeeQuoteSchema,
    tag,
    summary: 'Public: what a valuation will cost, with its working, from the value the client expects',
    description:
      'Worked on the Valuers’ scale in force today (Nairobi), with the firm’s disbursements, its fixed fee for the purpose if it has one, and VAT when the firm is registered. Whole shillings. 409 when the firm does not quote the category.',
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/fees',
    access: 'firm:manage',
    response: FirmFeesSchema,
    tag,
    summary: 'The firm’s fee settings: VAT registration, travel rate, official search charge, fixed fees (admins)',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/fees',
    access: 'firm:manage',
    body: UpdateFirmFeesSchema,
    response: FirmFeesSchema,
    tag,
    summary:
      'Change the firm’s fee settings (admins; audited with what changed, a fixed fee with its reason). Quotes use them at once.',
  }),
};
