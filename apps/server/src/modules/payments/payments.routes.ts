import type { FastifyInstance } from 'fastify';
import { PAYMENTS_ENDPOINTS as E } from '@thamani/domain/payments.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { contentDisposition } from '#platform/http/content-disposition.ts';
import { issueCreditNoteAsAdmin } from './credit-notes.issue.ts';
import { openInvoicePdf } from './invoice-pdf.ts';
import { getInvoiceOfRequest, getPayment } from './invoices.read.ts';
import { replaceInvoice } from './invoices.replace.ts';
import { receiveMpesaCallback } from './mpesa-callback.ts';
import { payByMpesa } from './mpesa-push.ts';
import { recordPayment } from './payments.record.ts';

/** A request's invoice and its PDF, M-Pesa payments and their callback, and bank payments admins record: PAYMENTS_ENDPOINTS. */
export function registerPaymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveEndpoint(app, ctx.guard, E.invoiceOfRequest, ({ identity, params }) =>
    getInvoiceOfRequest(ctx, identity, params.id),
  );
  serveEndpoint(app, ctx.guard, E.invoicePdf, async ({ identity, params, reply }) => {
    const pdf = await openInvoicePdf(ctx, identity, params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(pdf.filename))
      .header('content-length', pdf.content.length)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf.content);
  });
  serveEndpoint(app, ctx.guard, E.payByMpesa, ({ identity, params, body }) =>
    payByMpesa(ctx, identity, params.id, body),
  );
  serveEndpoint(app, ctx.guard, E.payment, ({ identity, params }) => getPayment(ctx, identity, params.id));
  serveEndpoint(app, ctx.guard, E.mpesaCallback, ({ params, body }) => receiveMpesaCallback(ctx, params.token, body));
  serveEndpoint(app, ctx.guard, E.recordPayment, ({ identity, params, body }) =>
    recordPayment(ctx, identity, params.id, body),
  );
  serveEndpoint(app, ctx.guard, E.issueCreditNote, ({ identity, params, body }) =>
    issueCreditNoteAsAdmin(ctx, identity, params.id, body),
  );
  serveEndpoint(app, ctx.guard, E.replaceInvoice, ({ identity, params, body }) =>
    replaceInvoice(ctx, identity, params.id, body),
  );
}
