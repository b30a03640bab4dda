import { z } from 'zod';
import { InvoiceStatusSchema, INVOICE_STATUSES } from '../invoicing/invoice.ts';
import { ORGANISATION_KINDS } from '../organisations.ts';
import { PageQuerySchema, pageOf } from '../pagination.ts';
import { parseYmd } from '../nairobi-time.ts';
import { RequestReferenceSchema } from '../request-reference.ts';
import { AGEING_BUCKETS, type AgeingBucket } from './ageing.ts';
import { parseBookMonth } from './book-month.ts';
import { BOOKS_MESSAGES as M } from './messages.ts';
import { STATEMENT_ENTRY_KINDS } from './statement.ts';

const Shillings = z.number().int().nonnegative();
const Instant = z.iso.datetime({ offset: true });
const blank = (v: unknown) => (v === '' ? undefined : v);
const YmdSchema = z.string().refine((v) => parseYmd(v) !== null, { error: 'Enter a date as YYYY-MM-DD' });
const optionalYmd = z.preprocess(blank, YmdSchema.optional());
const inOrder = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;

/** Money owed in each ageing bucket. */
export const AgeingAmountsSchema = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, Shillings])) as Record<AgeingBucket, typeof Shillings>,
);

export const BookClientSchema = z.object({
  kind: z.enum(['organisation', 'individual']),
  /** The organisation's id, or the individual's profile id. */
  id: z.uuid(),
  name: z.string(),
});

/**
 * GET /api/admin/books/invoices and its CSV: `status` (issued, paid, credited), the client
 * organisation that ordered (`organisationId`), and the Nairobi days it was issued on
 * (`issuedFrom`/`issuedTo`, both inclusive). Blank values are no filter.
 */
const INVOICE_FILTERS_SHAPE = {
  status: z.preprocess(blank, z.enum(INVOICE_STATUSES, { error: M.status }).optional()),
  organisationId: z.preprocess(blank, z.uuid({ error: M.organisationId }).optional()),
  issuedFrom: optionalYmd,
  issuedTo: optionalYmd,
};
const issuedInOrder = (f: { issuedFrom?: string; issuedTo?: string }) => inOrder(f.issuedFrom, f.issuedTo);
const ISSUED_OUT_OF_ORDER = { error: M.datesOutOfOrder, path: ['issuedTo'] };

/** The filter names, as the web keeps them in the page's address. */
export const BOOKS_INVOICE_FILTER_KEYS = Object.keys(INVOICE_FILTERS_SHAPE) as Array<
  keyof typeof INVOICE_FILTERS_SHAPE
>;

export const BooksInvoicesFiltersSchema = z.object(INVOICE_FILTERS_SHAPE).refine(issuedInOrder, ISSUED_OUT_OF_ORDER);
export type BooksInvoicesFilters = z.infer<typeof BooksInvoicesFiltersSchema>;

export const BooksInvoicesQuerySchema = z
  .object({ ...INVOICE_FILTERS_SHAPE, ...PageQuerySchema.shape })
  .refine(issuedInOrder, ISSUED_OUT_OF_ORDER);
export type BooksInvoicesQuery = z.infer<typeof BooksInvoicesQuerySchema>;

/** One invoice in the books: what it charges, what is paid and owed, its age and the reminders sent. */
export const BooksInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  requestId: z.uuid(),
  requestReference: RequestReferenceSchema,
  client: BookClientSchema,
  buyer: z.string(),
  total: Shillings,
  paid: Shillings,
  /** What credit notes took off it. */
  credited: Shillings,
  balance: Shillings,
  status: InvoiceStatusSchema,
  issuedAt: Instant,
  /** Nairobi calendar days since it was issued, while money is owed on it; null once settled. */
  daysOutstanding: z.number().int().nonnegative().nullable(),
  ageingBucket: z.enum(AGEING_BUCKETS).nullable(),
  reminders: z.object({ count: z.number().int().nonnegative(), lastSentAt: Instant.nullable() }),
});
export type BooksInvoice = z.infer<typeof BooksInvoiceSchema>;

export const BooksInvoicesPageSchema = pageOf(BooksInvoiceSchema);
export type BooksInvoicesPage = z.infer<typeof BooksInvoicesPageSchema>;

/** GET /api/admin/books/receivables: what each client owes, by age, and the firm's totals. */
export const ReceivablesSchema = z.object({
  /** The Nairobi day the ages are counted to. */
  asOf: z.string(),
  clients: z.array(
    z.object({
      client: BookClientSchema,
      invoices: z.number().int().nonnegative(),
      buckets: AgeingAmountsSchema,
      total: Shillings,
    }),
  ),
  totals: z.object({ invoices: z.number().int().nonnegative(), buckets: AgeingAmountsSchema, total: Shillings }),
});
export type Receivables = z.infer<typeof ReceivablesSchema>;

/** GET /api/admin/books/statements: a client organisation and a month, YYYY-MM. */
export const StatementQuerySchema = z.object({
  organisationId: z.uuid({ error: M.organisationId }),
  month: z.string({ error: M.month }).refine((v) => parseBookMonth(v) !== null, { error: M.month }),
});
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

export const StatementLineSchema = z.object({
  at: Instant,
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  invoiceNumber: z.string(),
  requestReference: RequestReferenceSchema,
  description: z.string(),
  reference: z.string().nullable(),
  debit: Shillings,
  credit: Shillings,
  /** The balance after the line; negative when the client has paid ahead. */
  balance: z.number().int(),
});
export type StatementLineItem = z.infer<typeof StatementLineSchema>;

export const StatementSchema = z.object({
  organisation: z.object({ id: z.uuid(), name: z.string() }),
  month: z.string(),
  /** The month's first and last Nairobi days, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  openingBalance: z.number().int(),
  lines: z.array(StatementLineSchema),
  totals: z.object({ invoiced: Shillings, paid: Shillings, credited: Shillings }),
  closingBalance: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;

/** GET /api/admin/books/payments.csv: the Nairobi days payments were received on, both inclusive. */
export const PaymentsCsvQuerySchema = z
  .object({ from: optionalYmd, to: optionalYmd })
  .refine((f) => inOrder(f.from, f.to), { error: M.datesOutOfOrder, path: ['to'] });
export type PaymentsCsvQuery = z.infer<typeof PaymentsCsvQuerySchema>;

/** POST /api/admin/books/invoices/:id/remind: the reminder as sent. */
export const ReminderSentSchema = z.object({
  invoiceId: z.uuid(),
  /** The invoice's age in Nairobi days when it was sent. */
  day: z.number().int().nonnegative(),
  sentTo: z.string(),
  sentAt: Instant,
});
export type ReminderSent = z.infer<typeof ReminderSentSchema>;

/** GET /api/admin/books/organisations: the client organisations that ordered from the firm, by name. */
export const BookOrganisationsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), kind: z.enum(ORGANISATION_KINDS) })),
});
export type BookOrganisations = z.infer<typeof BookOrganisationsSchema>;

/** The CSV exports' columns, in order. */
export const INVOICES_CSV_COLUMNS = [
  'Invoice',
  'Issued (Nairobi)',
  'Request',
  'Client',
  'Buyer',
  'Buyer KRA PIN',
  'Subtotal (KSh)',
  'VAT (KSh)',
  'Total (KSh)',
  'Paid (KSh)',
  'Credited (KSh)',
  'Balance (KSh)',
  'Status',
  'Days outstanding',
] as const;

export const PAYMENTS_CSV_COLUMNS = [
  'Received (Nairobi)',
  'Invoice',
  'Request',
  'Client',
  'Method',
  'Reference',
  'Amount (KSh)',
] as const;
