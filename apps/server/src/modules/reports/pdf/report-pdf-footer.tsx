/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Path, Svg, Text, View } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import type { ReportPdfInput } from './report-pdf-input.ts';
import { styles } from './report-pdf-styles.ts';

/** A QR code as an SVG path in module units: one rectangle per run of dark modules in a row. */
export interface QrPath {
  size: number;
  d: string;
}

/**
 * The verification page's address as a QR code, drawn as vectors: sharp at any print size, and
 * no image to decode (pdfkit decodes PNGs asynchronously, which would make the bytes vary).
 */
export function verifyQrPath(url: string): QrPath {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; ) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      let end = col;
      while (end < size && data[row * size + end]) {
        end++;
      }
      parts.push(`M${col} ${row}h${end - col}v1h-${end - col}z`);
      col = end;
    }
  }
  return { size, d: parts.join('') };
}

/** On every page: the QR code and short code that check this copy, the firm and its VRB number, "Page X of Y". */
export function PageFooter({ input, qr }: { input: ReportPdfInput; qr: QrPath }) {
  return (
    <View style={styles.footer} fixed>
      <Svg viewBox={`0 0 ${qr.size} ${qr.size}`} style={styles.footerQr}>
        <Path d={qr.d} fill="#000000" />
      </Svg>
      <View style={styles.footerMiddle}>
        <Text style={styles.footerFirm}>
          {input.firm.vrbFirmNumber ? `${input.firm.name} · VRB Firm Reg. No. ${input.firm.vrbFirmNumber}` : input.firm.name}
        </Text>
        <Text>Verification code {input.verify.code}</Text>
        <Text>Check this copy at {input.verify.url}</Text>
      </View>
      <Text style={styles.footerPage} render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
