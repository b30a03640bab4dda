import type { AppContext } from '#context.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { readInvoice } from './invoices.read.ts';
import { loadInvoicePdfInput } from './pdf/load-invoice-pdf-input.ts';

export interface InvoicePdf {
  /** The invoice's number: INV-000042.pdf. */
  filename: string;
  content: Buffer;
}

/**
 * The invoice as a PDF, for exactly who may read the invoice (its client and the firm's admins;
 * 404 for anyone else), written when asked for so it shows the payments and the eTIMS signature
 * as they stand. One page without images, written on the request's thread: 40–60 ms at its
 * fastest, 80–150 ms at the median on the shared bench machine (docs/bench.md, "payments").
 */
export async function openInvoicePdf(
  ctx: Pick<AppContext, 'db' | 'settings'>,
  identity: Identity,
  invoiceId: string,
): Promise<InvoicePdf> {
  const { invoice, row } = await readInvoice(ctx, identity, invoiceId);
  const input = await loadInvoicePdfInput(ctx, invoice, row);
  // react-pdf and the fonts are loaded on the first invoice asked for, not when the server starts.
  const { renderInvoicePdf } = await import('./pdf/render-invoice-pdf.tsx');
  return { filename: `${invoice.number}.pdf`, content: await renderInvoicePdf(input) };
}
