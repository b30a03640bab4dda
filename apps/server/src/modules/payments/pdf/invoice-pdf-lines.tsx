/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Text, View } from '@react-pdf/renderer';
import { formatRate, type FeeLineKind } from '@thamani/domain/fees';
import { formatKsh } from '@thamani/domain/money';
import { PAYMENT_METHOD_LABELS } from '@thamani/domain/payments';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { nairobiDateTime } from './invoice-pdf-header.tsx';
import { styles } from './invoice-pdf-styles.ts';
import { INVOICE_PDF_TEXTS as T } from './invoice-pdf-texts.ts';

const vatRate = (rateBp: number | null) => (rateBp === null ? T.noVat : formatRate(rateBp));

/** Each item as eTIMS has it: its taxable amount, the VAT rate, the VAT and the amount with it. */
export function InvoiceItems({ input }: { input: InvoicePdfInput }) {
  const amount = [styles.cell, styles.amountColumn];
  return (
    <View>
      <View style={styles.tableHeader}>
        <Text style={[styles.cell, styles.descriptionColumn]}>{T.item}</Text>
        <Text style={amount}>{T.taxable}</Text>
        <Text style={amount}>{T.vatRate}</Text>
        <Text style={amount}>{T.vat}</Text>
        <Text style={amount}>{T.amount}</Text>
      </View>
      {input.items.map((item) => (
        <View key={item.description} style={styles.tableRow} wrap={false}>
          <Text style={[styles.cell, styles.descriptionColumn]}>{item.description}</Text>
          <Text style={amount}>{formatKsh(item.taxableAmount)}</Text>
          <Text style={amount}>{vatRate(item.vatRateBp)}</Text>
          <Text style={amount}>{formatKsh(item.vatAmount)}</Text>
          <Text style={amount}>{formatKsh(item.amount)}</Text>
        </View>
      ))}
    </View>
  );
}

function TotalRow({
  label,
  value,
  style,
}: {
  label: string;
  value: number;
  style?: (typeof styles)['totalStrong' | 'balance'];
}) {
  return (
    <View style={style ? [styles.totalRow, style] : styles.totalRow}>
      <Text>{label}</Text>
      <Text>{formatKsh(value)}</Text>
    </View>
  );
}

/** Taxable amount, VAT, the total, what has been paid or credited, and the balance due (or the refund owed). */
export function InvoiceTotals({ input }: { input: InvoicePdfInput }) {
  const { invoice } = input;
  return (
    <View style={styles.totals} wrap={false}>
      <TotalRow label={T.taxableTotal} value={invoice.subtotal} />
      {invoice.vat ? (
        <TotalRow label={T.vatAt(formatRate(invoice.vat.rateBp))} value={invoice.vat.amount} />
      ) : (
        <TotalRow label={T.noVatTotal} value={0} />
      )}
      <TotalRow label={T.total} value={invoice.total} style={styles.totalStrong} />
      <TotalRow label={T.paid} value={invoice.paid} />
      {invoice.credited > 0 ? (
        <TotalRow
          label={T.creditedBy(invoice.creditNotes.map((note) => note.number).join(', '))}
          value={invoice.credited}
        />
      ) : null}
      {invoice.refundDue > 0 ? <TotalRow label={T.refundDue} value={invoice.refundDue} /> : null}
      <TotalRow label={T.balance} value={invoice.balance} style={styles.balance} />
    </View>
  );
}

/** The lines the totals already state are left out of the working. */
const STATED_IN_TOTALS: ReadonlySet<FeeLineKind> = new Set(['subtotal', 'vat', 'total']);

/** The final fee's working on the approved value, as the invoice card shows it. */
export function InvoiceWorking({ input }: { input: InvoicePdfInput }) {
  const lines = input.invoice.lines.filter((line) => !STATED_IN_TOTALS.has(line.kind));
  return lines.length === 0 ? null : (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{T.working}</Text>
      {lines.map((line, i) => (
        <View key={`${line.kind}-${i}`} style={styles.workingRow}>
          <Text>{line.description}</Text>
          <Text>{formatKsh(line.amount)}</Text>
        </View>
      ))}
    </View>
  );
}

/** Money received towards the invoice: when, how, its reference and how much. */
export function InvoicePayments({ input }: { input: InvoicePdfInput }) {
  const paid = input.invoice.payments.filter((p) => p.status === 'paid');
  return paid.length === 0 ? null : (
    <View style={styles.section} wrap={false}>
      <Text style={styles.sectionTitle}>{T.payments}</Text>
      {paid.map((payment) => (
        <View key={payment.id} style={styles.workingRow}>
          <Text>
            {[
              nairobiDateTime(payment.settledAt ?? payment.createdAt),
              PAYMENT_METHOD_LABELS[payment.method],
              payment.reference,
            ]
              .filter((part): part is string => Boolean(part))
              .join('  ·  ')}
          </Text>
          <Text>{formatKsh(payment.amount)}</Text>
        </View>
      ))}
    </View>
  );
}
