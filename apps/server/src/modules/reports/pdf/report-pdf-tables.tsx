/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Text, View } from '@react-pdf/renderer';
import { formatKsh } from '@thamani/domain/money';
import { adjustedRate, comparableRate, comparablesSummary } from '@thamani/domain/report-comparables';
import { formatFieldValue, formatReportDate } from '@thamani/domain/report-fields';
import type { Comparable, FieldsSection, ReportContent } from '@thamani/domain/reports';
import { styles } from './report-pdf-styles.ts';
import { EMPTY } from './report-pdf-values.ts';

/** Label and value, one row per field of the section (rows, not a box, so a title keeps its first rows); an empty value shows as a dash. */
export function FieldsTable({ section, content }: { section: FieldsSection; content: ReportContent }) {
  return section.fields.map((field) => {
    const value = formatFieldValue(field, content.fields[field.key] ?? null);
    return (
      <View key={field.key} style={styles.factRow} wrap={false}>
        <Text style={styles.factLabel}>{field.label}</Text>
        <Text style={styles.factValue}>{value === '' ? EMPTY : value}</Text>
      </View>
    );
  });
}

const AREA = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

const COLUMNS: ReadonlyArray<{ title: string; width: string; numeric: boolean; cell: (c: Comparable) => string }> = [
  { title: 'Address', width: '24%', numeric: false, cell: (c) => c.address || EMPTY },
  { title: 'Date', width: '12%', numeric: false, cell: (c) => (c.date ? formatReportDate(c.date) : EMPTY) },
  { title: 'Price', width: '15%', numeric: true, cell: (c) => (c.price === null ? EMPTY : formatKsh(c.price)) },
  { title: 'Size m²', width: '10%', numeric: true, cell: (c) => (c.sizeSqm === null ? EMPTY : AREA.format(c.sizeSqm)) },
  { title: 'KSh/m²', width: '12%', numeric: true, cell: (c) => rate(comparableRate(c)) },
  { title: 'Adj. %', width: '10%', numeric: true, cell: (c) => `${c.adjustmentPercent > 0 ? '+' : ''}${c.adjustmentPercent}%` },
  { title: 'Adj. KSh/m²', width: '17%', numeric: true, cell: (c) => rate(adjustedRate(c)) },
];

function rate(value: number | null): string {
  return value === null ? EMPTY : formatKsh(value).replace(/^KSh /, '');
}

/** The comparable sales; the header row is repeated at the top of every page the table runs onto. */
export function ComparablesTable({ comparables }: { comparables: readonly Comparable[] }) {
  if (comparables.length === 0) {
    return <Text style={styles.empty}>No comparable sales are recorded in this report.</Text>;
  }
  const summary = comparablesSummary(comparables);
  return (
    <View>
      <View>
        <View style={styles.tableHeader} fixed>
          {COLUMNS.map((col) => (
            <Text key={col.title} style={[styles.tableCell, { width: col.width }, col.numeric ? styles.numeric : {}]}>
              {col.title}
            </Text>
          ))}
        </View>
        {comparables.map((c) => (
          <View key={c.id} style={styles.tableRow} wrap={false}>
            {COLUMNS.map((col) => (
              <Text key={col.title} style={[styles.tableCell, { width: col.width }, col.numeric ? styles.numeric : {}]}>
                {col.cell(c)}
              </Text>
            ))}
          </View>
        ))}
      </View>
      {summary.averageAdjustedRate !== null && summary.medianAdjustedRate !== null ? (
        <Text style={styles.tableNote} wrap={false}>
          Adjusted rate over {summary.count} {summary.count === 1 ? 'comparable' : 'comparables'}: average{' '}
          {formatKsh(summary.averageAdjustedRate)} per m², median {formatKsh(summary.medianAdjustedRate)} per m².
        </Text>
      ) : null}
    </View>
  );
}
