/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Image, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import type { ReportPdfInput } from './report-pdf-input.ts';
import { styles } from './report-pdf-styles.ts';

/** The verification page's address as a QR code (PNG), small enough to print in the footer. */
export function verifyQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 0, width: 160 });
}

/** On every page: the QR code and short code that check this copy, the firm, "Page X of Y". */
export function PageFooter({ input, qr }: { input: ReportPdfInput; qr: Buffer }) {
  return (
    <View style={styles.footer} fixed>
      <Image src={{ data: qr, format: 'png' }} style={styles.footerQr} />
      <View style={styles.footerMiddle}>
        <Text style={styles.footerFirm}>{input.firm.name}</Text>
        <Text>Verification code {input.verify.code}</Text>
        <Text>Check this copy at {input.verify.url}</Text>
      </View>
      <Text style={styles.footerPage} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
