/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
// The report PDF's fonts, registered once per process; see invoice-pdf-styles.ts for why this
// reaches past the reports front door.
import { loadReportFonts } from '../../reports/pdf/report-pdf-fonts.ts';
import { InvoiceEtimsBlock } from './invoice-pdf-etims.tsx';
import { InvoiceFacts, InvoiceHeader } from './invoice-pdf-header.tsx';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { InvoiceItems, InvoicePayments, InvoiceTotals, InvoiceWorking } from './invoice-pdf-lines.tsx';
import { InvoicePay } from './invoice-pdf-pay.tsx';
import { styles } from './invoice-pdf-styles.ts';
import { INVOICE_PDF_TEXTS as T } from './invoice-pdf-texts.ts';

export type { InvoicePdfInput } from './invoice-pdf-input.ts';

/**
 * The invoice as a one-page A4 tax invoice, carrying what an eTIMS invoice carries: the seller
 * and its KRA PIN, the buyer (and PIN where given), the number, date and time, each item with its
 * taxable amount, VAT rate and VAT, the totals, what is paid and owed, how to pay, and the
 * control unit's signature with KRA's QR code once eTIMS has signed it. Pure: the same input
 * gives the same bytes (the document's date is the invoice's).
 */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  await loadReportFonts();
  const { invoice } = input;
  const document = (
    <Document
      title={`${T.title} ${invoice.number}`}
      author={invoice.seller.name}
      subject={`${T.title} ${invoice.number} — ${invoice.requestReference}`}
      creator={invoice.seller.name}
      producer={invoice.seller.name}
      language="en-KE"
      conformance="PDF/A-2b"
      creationDate={new Date(invoice.issuedAt)}
    >
      <Page size="A4" style={styles.page}>
        <InvoiceHeader input={input} />
        <InvoiceFacts input={input} />
        <InvoiceItems input={input} />
        <InvoiceTotals input={input} />
        <InvoiceWorking input={input} />
        <InvoicePayments input={input} />
        <InvoicePay input={input} />
        <InvoiceEtimsBlock etims={invoice.etims} />
        <Text style={styles.footer} fixed>
          {`${invoice.seller.name}  ·  ${T.title} ${invoice.number}`}
        </Text>
      </Page>
    </Document>
  );
  return renderToBuffer(document);
}
