import type { FastifyInstance } from 'fastify';
import { BOOKS_ENDPOINTS as E } from '@thamani/domain/books.endpoints';
import type { AppContext } from '#context.ts';
import { serveEndpoint } from '#platform/endpoint-routes.ts';
import { contentDisposition } from '#platform/http/content-disposition.ts';
import { csvFilename, streamInvoicesCsv, streamPaymentsCsv } from './books-csv.ts';
import { listBookInvoices, listBookOrganisations, readReceivables } from './books.read.ts';
import { registerRemindersJob, scheduleDailyReminders } from './reminders.job.ts';
import { remindNow } from './remind.now.ts';
import { readStatement } from './statement.read.ts';

const CSV_HEADERS = {
  'content-type': 'text/csv; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
};

/** The firm's books (admins): BOOKS_ENDPOINTS, the reminders job and its daily timer. */
export async function registerBooks(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerRemindersJob(ctx);
  const stopDaily = scheduleDailyReminders(ctx, (error) =>
    app.log.error({ err: error }, 'the day’s payment reminders could not be queued'),
  );
  app.addHook('onClose', async () => stopDaily());

  serveEndpoint(app, ctx.guard, E.invoices, ({ identity, query }) => listBookInvoices(ctx, identity, query));
  serveEndpoint(app, ctx.guard, E.receivables, ({ identity }) => readReceivables(ctx, identity));
  serveEndpoint(app, ctx.guard, E.statement, ({ identity, query }) => readStatement(ctx, identity, query));
  serveEndpoint(app, ctx.guard, E.organisations, ({ identity }) => listBookOrganisations(ctx, identity));
  serveEndpoint(app, ctx.guard, E.remind, ({ identity, params }) => remindNow(ctx, identity, params.id));

  serveEndpoint(app, ctx.guard, E.invoicesCsv, async ({ identity, query, reply }) => {
    const filename = csvFilename(ctx, 'invoices', { from: query.issuedFrom, to: query.issuedTo });
    reply.headers({ ...CSV_HEADERS, 'content-disposition': contentDisposition(filename) });
    return reply.send(streamInvoicesCsv(ctx, identity.firmId, query));
  });
  serveEndpoint(app, ctx.guard, E.paymentsCsv, async ({ identity, query, reply }) => {
    reply.headers({ ...CSV_HEADERS, 'content-disposition': contentDisposition(csvFilename(ctx, 'payments', query)) });
    return reply.send(streamPaymentsCsv(ctx, identity.firmId, query));
  });
}
