import { z } from 'zod';
import {
  BookOrganisationsSchema,
  BooksInvoicesFiltersSchema,
  BooksInvoicesPageSchema,
  BooksInvoicesQuerySchema,
  PaymentsCsvQuerySchema,
  ReceivablesSchema,
  ReminderSentSchema,
  StatementQuerySchema,
  StatementSchema,
} from './books.ts';
import { endpoint } from './endpoints.ts';

/** The firm's books (admins): invoices, what is owed by age, statements, CSV for the accountant, reminders. */
const tag = 'books';
const access = 'payment:manage-any';
const Id = z.object({ id: z.uuid() });

export const BOOKS_ENDPOINTS = {
  invoices: endpoint({
    method: 'GET',
    path: '/api/admin/books/invoices',
    access,
    query: BooksInvoicesQuerySchema,
    response: BooksInvoicesPageSchema,
    tag,
    summary:
      'The firm’s invoices (admins), filtered by status, client organisation and Nairobi issue dates; newest first, keyset pages',
  }),
  invoicesCsv: endpoint({
    method: 'GET',
    path: '/api/admin/books/invoices.csv',
    access,
    query: BooksInvoicesFiltersSchema,
    response: 'file',
    tag,
    summary: 'The filtered invoices as a CSV attachment for the accountant (admins), streamed in keyset batches',
  }),
  receivables: endpoint({
    method: 'GET',
    path: '/api/admin/books/receivables',
    access,
    response: ReceivablesSchema,
    tag,
    summary: 'What is owed, per client and in total, by age: 0–30, 31–60, 61–90 and over 90 days (admins)',
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/admin/books/statements',
    access,
    query: StatementQuerySchema,
    response: StatementSchema,
    tag,
    summary:
      'A client organisation’s statement for a month: opening balance, invoices and payments in date order with the running balance, closing balance (admins)',
  }),
  paymentsCsv: endpoint({
    method: 'GET',
    path: '/api/admin/books/payments.csv',
    access,
    query: PaymentsCsvQuerySchema,
    response: 'file',
    tag,
    summary: 'Payments received between two Nairobi dates as a CSV attachment for the accountant (admins)',
  }),
  remind: endpoint({
    method: 'POST',
    path: '/api/admin/books/invoices/:id/remind',
    access,
    params: Id,
    response: ReminderSentSchema,
    tag,
    summary: 'E-mail the client who ordered a reminder of what is still owed on the invoice, now (admins; audited)',
    description: '409 when the invoice is paid or cancelled by a credit note.',
  }),
  organisations: endpoint({
    method: 'GET',
    path: '/api/admin/books/organisations',
    access,
    response: BookOrganisationsSchema,
    tag,
    summary:
      'The client organisations that ordered valuations from the firm, by name: whose statement to read (admins)',
  }),
};
