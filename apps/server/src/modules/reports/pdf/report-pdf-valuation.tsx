/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Image, Text, View } from '@react-pdf/renderer';
import { formatReportDate } from '@thamani/domain/report-fields';
import type { ReportContent } from '@thamani/domain/reports';
import { nairobiToday } from '@thamani/domain/visits';
import type { ReportPdfInput } from './report-pdf-input.ts';
import { imageSource } from './report-pdf-photos.tsx';
import { styles } from './report-pdf-styles.ts';
import { EMPTY, printedValue, statedValues } from './report-pdf-values.ts';

/**
 * Each stated value in figures and in words, the FSV with its share of the MV — one block kept
 * on one page (with the section's title, see render-report-pdf.tsx): a bank reads the values
 * together, and an insurance value alone at the top of a page reads like a different report's.
 */
export function ValuationSummary({ content }: { content: ReportContent }) {
  return statedValues(content).map((value) => (
    <View key={value.kind} style={styles.valueBlock}>
      <Text style={styles.valueLabel}>{value.label}</Text>
      <Text style={styles.valueFigure}>{value.figures}</Text>
      {value.share === null ? null : <Text style={styles.valueShare}>{value.share}</Text>}
      <Text style={styles.valueWords}>{value.words === '' ? EMPTY : value.words}</Text>
    </View>
  ));
}

/** The day the report was approved, in Nairobi, as printed ("12 March 2026"). */
export function approvalDate(approvedAt: string): string {
  return formatReportDate(nairobiToday(new Date(approvedAt)));
}

/** The valuer's signature, name, registration and date, then the firm's approval stamp. */
export function SignatureBlock({ input }: { input: ReportPdfInput }) {
  const { author, report, content } = input;
  const approved = approvalDate(report.approvedAt);
  const dated = printedValue(content, 'dates.valuation') || approved;
  return (
    <View style={styles.signature}>
      <Text style={{ marginBottom: 16 }}>
        Signed for and on behalf of {input.firm.name} by the valuer who carried out this valuation.
      </Text>
      {author.signature ? (
        <Image src={imageSource(author.signature)} style={[styles.signatureImage, { width: Math.min(200, (48 * author.signature.width) / Math.max(1, author.signature.height)) }]} />
      ) : (
        <View style={{ height: 40 }} />
      )}
      <View style={styles.signatureLine} />
      <Text style={styles.signatureName}>{author.name}</Text>
      <Text>Registered Valuer, VRB No. {author.vrbNumber ?? EMPTY}</Text>
      <Text>Date: {dated}</Text>
      {input.firm.signatory.name ? (
        <View wrap={false}>
          <View style={[styles.signatureLine, { marginTop: 28 }]} />
          <Text style={styles.signatureName}>{input.firm.signatory.name}</Text>
          {input.firm.signatory.title ? <Text>{input.firm.signatory.title}</Text> : null}
          <Text>For and on behalf of {input.firm.name}</Text>
        </View>
      ) : null}
      <Text style={styles.stamp}>
        Approved for issue — {approved} — {report.approverName}
      </Text>
    </View>
  );
}
