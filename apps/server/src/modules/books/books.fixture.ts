import type { FeeQuote, PaymentTerms } from '@thamani/domain/fees';
import type { InvoiceStatus } from '@thamani/domain/invoicing';
import type { PaymentMethod } from '@thamani/domain/payments';
import type { Db } from '#db/client.ts';
import { creditNotes } from '#db/schema/credit-notes.table.ts';
import { invoices } from '#db/schema/invoices.table.ts';
import { organisations } from '#db/schema/organisations.table.ts';
import { payments } from '#db/schema/payments.table.ts';
import { valuationRequests } from '../requests/index.ts';

/**
 * Test data for the books: a completed request (ordered by a person, for themselves or for a
 * client organisation) and its invoice issued at a chosen instant, with payments received at
 * chosen instants — the ages and months the books' rules read.
 */

export async function insertClientOrganisation(
  db: Db,
  name: string,
  kind: 'bank' | 'sacco' | 'company' = 'bank',
): Promise<string> {
  const [row] = await db.insert(organisations).values({ kind, name }).returning({ id: organisations.id });
  return row?.id ?? '';
}

export interface BookInvoiceSeed {
  firmId: string;
  requesterId: string;
  organisationId?: string | null;
  number: number;
  total: number;
  issuedAt: string;
  status?: InvoiceStatus;
  /** The payment terms it was issued under; on invoice unless said. */
  terms?: PaymentTerms;
  buyerName?: string;
  /** Settled payments: amount, when received, how, and its reference. */
  payments?: Array<{
    amount: number;
    at: string;
    method?: PaymentMethod;
    reference?: string;
    status?: 'paid' | 'failed';
  }>;
  /** Credit notes on it: their number in the firm's series, amount (VAT included) and when issued. */
  credits?: Array<{ number: number; amount: number; at: string }>;
}

export async function insertBookInvoice(
  db: Db,
  seed: BookInvoiceSeed,
): Promise<{ invoiceId: string; requestId: string; reference: string }> {
  const [request] = await db
    .insert(valuationRequests)
    .values({
      requesterId: seed.requesterId,
      clientOrganisationId: seed.organisationId ?? null,
      status: 'completed',
      purpose: 'mortgage',
    })
    .returning({ id: valuationRequests.id, reference: valuationRequests.reference });
  const requestId = request?.id ?? '';
  const subtotal = Math.round(seed.total / 1.16);
  const [invoice] = await db
    .insert(invoices)
    .values({
      firmId: seed.firmId,
      number: seed.number,
      requestId,
      status: seed.status ?? 'issued',
      sellerName: 'Thamani Valuers',
      buyerName: seed.buyerName ?? 'Test buyer',
      lines: [{ kind: 'total', description: 'Total to pay', amount: seed.total }],
      subtotal,
      vatRateBp: 1_600,
      vatAmount: seed.total - subtotal,
      total: seed.total,
      fee: {} as FeeQuote,
      payBeforeRelease: false,
      terms: seed.terms ?? 'on_invoice',
      issuedAt: new Date(seed.issuedAt),
      paidAt: seed.status === 'paid' ? new Date(seed.payments?.at(-1)?.at ?? seed.issuedAt) : null,
    })
    .returning({ id: invoices.id });
  const invoiceId = invoice?.id ?? '';
  for (const payment of seed.payments ?? []) {
    const method = payment.method ?? 'bank_transfer';
    await db.insert(payments).values({
      invoiceId,
      method,
      status: payment.status ?? 'paid',
      amount: payment.amount,
      reference: payment.reference ?? null,
      phone: method === 'mpesa' ? '254712345678' : null,
      createdAt: new Date(payment.at),
      settledAt: new Date(payment.at),
    });
  }
  for (const credit of seed.credits ?? []) {
    const subtotal = Math.round(credit.amount / 1.16);
    await db.insert(creditNotes).values({
      firmId: seed.firmId,
      number: credit.number,
      invoiceId,
      subtotal,
      vatRateBp: 1_600,
      vatAmount: credit.amount - subtotal,
      total: credit.amount,
      reason: 'Part of the fee waived as agreed with the bank',
      issuedAt: new Date(credit.at),
    });
  }
  return { invoiceId, requestId, reference: request?.reference ?? '' };
}
