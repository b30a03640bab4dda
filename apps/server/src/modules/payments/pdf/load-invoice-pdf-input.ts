import type { Invoice } from '@thamani/domain/invoicing';
import { paths } from '@thamani/domain/paths';
import type { AppContext } from '#context.ts';
import { readFirm } from '../../firm/index.ts';
import type { InvoiceRow } from '../invoices.queries.ts';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { invoicePdfItems } from './invoice-pdf-items.ts';

/**
 * What the invoice PDF prints: the invoice as its reader reads it (payments and eTIMS as they
 * stand), its items from the stored final fee, the firm's address and contacts as they are now,
 * and how to pay (the paybill only while M-Pesa is on).
 */
export async function loadInvoicePdfInput(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  invoice: Invoice,
  row: Pick<InvoiceRow, 'fee'>,
): Promise<InvoicePdfInput> {
  const firm = await readFirm(ctx.db, ctx.settings.firm);
  return {
    invoice,
    items: invoicePdfItems(row.fee),
    firm: {
      vatRegistration: firm.vatRegistration,
      physicalAddress: firm.physicalAddress,
      postalAddress: firm.postalAddress,
      phone: firm.phone,
      email: firm.email,
    },
    pay: {
      mpesaPaybill: ctx.settings.mpesa?.shortcode ?? null,
      requestPageUrl: `${ctx.settings.publicUrl}${paths.myRequest(invoice.requestId)}`,
    },
  };
}
