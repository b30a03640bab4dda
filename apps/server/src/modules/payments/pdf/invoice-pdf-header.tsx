/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Text, View } from '@react-pdf/renderer';
import { formatDateTime } from '@thamani/domain/display';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from '@thamani/domain/invoicing';
import { formatKenyanPhone } from '@thamani/domain/phone';
import type { InvoicePdfInput } from './invoice-pdf-input.ts';
import { styles } from './invoice-pdf-styles.ts';
import { INVOICE_PDF_TEXTS as T } from './invoice-pdf-texts.ts';

/** An instant as Nairobi wall time, the zone said: "20 Mar 2025, 10:30 AM EAT". */
export function nairobiDateTime(iso: string): string {
  return `${formatDateTime(iso)} ${T.timeZone}`;
}

/** The seller as the invoice was issued (name, KRA PIN), with the firm's address and contacts; the title; paid or cancelled. */
export function InvoiceHeader({ input }: { input: InvoicePdfInput }) {
  const { invoice, firm } = input;
  const contacts = [firm.phone ? T.phone(formatKenyanPhone(firm.phone)) : null, firm.email].filter(
    (line): line is string => line !== null,
  );
  const stamp =
    invoice.status === 'credited' ? styles.stampCredited : invoice.status === 'paid' ? styles.stampPaid : null;
  return (
    <View style={styles.header}>
      <View style={styles.seller}>
        <Text style={styles.sellerName}>{invoice.seller.name}</Text>
        {invoice.seller.kraPin ? <Text style={styles.sellerPin}>{T.kraPin(invoice.seller.kraPin)}</Text> : null}
        {firm.vatRegistration ? <Text style={styles.sellerLine}>{T.vatRegistration(firm.vatRegistration)}</Text> : null}
        <Text style={styles.sellerLine}>{firm.physicalAddress}</Text>
        {firm.postalAddress ? <Text style={styles.sellerLine}>{firm.postalAddress}</Text> : null}
        {contacts.length > 0 ? <Text style={styles.sellerLine}>{contacts.join('  ·  ')}</Text> : null}
      </View>
      <View style={styles.titleBlock}>
        <Text style={styles.title}>{T.title}</Text>
        {invoice.kind === 'final' ? null : <Text style={styles.kind}>{INVOICE_KIND_LABELS[invoice.kind]}</Text>}
        {stamp ? <Text style={[styles.stamp, stamp]}>{INVOICE_STATUS_LABELS[invoice.status]}</Text> : null}
      </View>
    </View>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.factRow}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  );
}

/** The number, when it was issued and for which request; beside it, who is billed (with their KRA PIN where given). */
export function InvoiceFacts({ input }: { input: InvoicePdfInput }) {
  const { invoice } = input;
  return (
    <View style={styles.facts}>
      <View style={styles.factsColumn}>
        <Fact label={T.number} value={invoice.number} />
        <Fact label={T.issuedAt} value={nairobiDateTime(invoice.issuedAt)} />
        <Fact label={T.reference} value={invoice.requestReference} />
      </View>
      <View style={styles.factsColumn}>
        <Text style={styles.partyLabel}>{T.billTo}</Text>
        <Text style={styles.partyName}>{invoice.buyer.name}</Text>
        {invoice.buyer.kraPin ? <Text>{T.kraPin(invoice.buyer.kraPin)}</Text> : null}
      </View>
    </View>
  );
}
