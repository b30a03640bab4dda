/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Path, Svg, Text, View } from '@react-pdf/renderer';
import type { InvoiceEtims } from '@thamani/domain/invoicing';
// The report's QR code drawn as vectors (the qrcode package the server has); reached past the
// reports front door as the styles are (invoice-pdf-styles.ts).
import { verifyQrPath } from '../../reports/pdf/report-pdf-footer.tsx';
import { nairobiDateTime } from './invoice-pdf-header.tsx';
import { styles } from './invoice-pdf-styles.ts';
import { INVOICE_PDF_TEXTS as T } from './invoice-pdf-texts.ts';

const NOT_SIGNED: Record<Exclude<InvoiceEtims['state'], 'signed'>, string> = {
  pending: T.etimsPending,
  failed: T.etimsFailed,
  off: T.etimsOff,
};

function Line({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.factRow}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value}</Text>
    </View>
  );
}

/**
 * What KRA's eTIMS gave the invoice: the control unit's serial, its invoice (receipt) number, the
 * signature, when it signed, and the QR code of KRA's check. Until then, a line saying it is not
 * signed, and why.
 */
export function InvoiceEtimsBlock({ etims }: { etims: InvoiceEtims | undefined }) {
  const signed = etims?.state === 'signed' && etims.signature !== null && etims.receiptNumber !== null ? etims : null;
  if (!signed) {
    // Signed without its receipt is read as still on its way, as the invoice's own view reads it.
    const state = etims?.state ?? 'off';
    return (
      <View style={styles.etims} wrap={false}>
        <Text style={styles.etimsPending}>{NOT_SIGNED[state === 'signed' ? 'pending' : state]}</Text>
      </View>
    );
  }
  const qr = signed.qrUrl ? verifyQrPath(signed.qrUrl) : null;
  return (
    <View style={styles.etims} wrap={false}>
      {qr ? (
        <Svg viewBox={`0 0 ${qr.size} ${qr.size}`} style={styles.etimsQr}>
          <Path d={qr.d} fill="#000000" />
        </Svg>
      ) : null}
      <View style={styles.etimsBody}>
        <Text style={styles.sectionTitle}>{T.etimsTitle}</Text>
        <Line label={T.controlUnitSerial} value={signed.controlUnitSerial ?? ''} />
        <Line label={T.receiptNumber} value={String(signed.receiptNumber)} />
        <Line label={T.signature} value={signed.signature ?? ''} />
        {signed.signedAt ? <Line label={T.signedAt} value={nairobiDateTime(signed.signedAt)} /> : null}
        <Text style={styles.paragraph}>{T.etimsSigned}</Text>
        {signed.qrUrl ? <Text style={styles.etimsLink}>{signed.qrUrl}</Text> : null}
      </View>
    </View>
  );
}
