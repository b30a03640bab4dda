/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Text, View } from '@react-pdf/renderer';
import { formatKenyanPhone } from '@thamani/domain/phone';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { styles } from './invoice-pdf-styles.ts';
import { INVOICE_PDF_TEXTS as T } from './invoice-pdf-texts.ts';

/** Whom to ask for the firm's bank details: its phone and e-mail where it has them, else the firm itself. */
function firmContact(input: InvoicePdfInput): string {
  const { firm, invoice } = input;
  const ways = [firm.phone ? formatKenyanPhone(firm.phone) : null, firm.email].filter(
    (way): way is string => way !== null,
  );
  return ways.length === 0 ? invoice.seller.name : `${invoice.seller.name} (${ways.join(', ')})`;
}

/**
 * How to pay what is owed — M-Pesa from the valuation's page while M-Pesa is on, and the bank —
 * or, when nothing is owed, why: paid in full, or cancelled by a credit note.
 */
export function InvoicePay({ input }: { input: InvoicePdfInput }) {
  const { invoice, pay } = input;
  if (invoice.status === 'credited') {
    return (
      <View style={styles.section} wrap={false}>
        <Text style={styles.note}>{T.credited}</Text>
        <Text style={styles.paragraph}>{T.creditedNote}</Text>
      </View>
    );
  }
  if (invoice.balance <= 0) {
    return (
      <View style={styles.section} wrap={false}>
        <Text style={styles.note}>{T.paidInFull}</Text>
      </View>
    );
  }
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{T.howToPay}</Text>
      <Text style={styles.paragraph}>{T.quoteNumber(invoice.number)}</Text>
      <Text style={styles.paragraph}>
        {pay.mpesaPaybill ? T.mpesa(pay.mpesaPaybill, pay.requestPageUrl) : T.noMpesa}
      </Text>
      <Text style={styles.paragraph}>
        {T.bank} {T.bankDetails(firmContact(input))}
      </Text>
    </View>
  );
}
