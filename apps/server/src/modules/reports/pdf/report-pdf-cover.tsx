/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Page, Text, View } from '@react-pdf/renderer';
import type { ReportPdfInput } from './report-pdf-input.ts';
import { PageFooter, type QrPath } from './report-pdf-footer.tsx';
import { styles } from './report-pdf-styles.ts';
import { EMPTY, printedValue, statedValues } from './report-pdf-values.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.factRow}>
      <Text style={styles.factLabel}>{label}</Text>
      <Text style={styles.factValue}>{value === '' ? EMPTY : value}</Text>
    </View>
  );
}

/** The first page: who values what, for whom, when, and the values stated. */
export function CoverPage({ input, qr }: { input: ReportPdfInput; qr: QrPath }) {
  const { content, author } = input;
  const value = (key: string) => printedValue(content, key);
  const title = value('property.title') || input.report.title;
  const place = [value('property.town'), value('property.county')].filter((p) => p !== '').join(', ');
  const values = statedValues(content);
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.coverFirm}>{input.firm.name}</Text>
      <Text style={styles.coverFirmAddress}>{input.firm.address}</Text>
      <Text style={styles.coverKicker}>Valuation Report</Text>
      <Text style={styles.coverTitle}>{title}</Text>
      <Text style={styles.coverSubtitle}>{place === '' ? ' ' : place}</Text>
      <View style={styles.coverFacts}>
        <Fact label="LR / title number" value={value('property.lrNumber')} />
        <Fact label="Client" value={value('client.name')} />
        <Fact label="Instructing party" value={value('client.instructingParty')} />
        <Fact label="Purpose of the valuation" value={value('request.purpose')} />
        <Fact label="Date of valuation" value={value('dates.valuation')} />
        <Fact label="Valuer" value={`${author.name}, Registered Valuer, VRB No. ${author.vrbNumber ?? EMPTY}`} />
      </View>
      {values.length === 0 ? null : (
        <View style={styles.coverValues}>
          {values.map((v) => (
            <View key={v.kind} style={styles.coverValue}>
              <Text style={styles.coverValueLabel}>{v.label}</Text>
              <Text style={styles.coverValueFigure}>{v.figures}</Text>
              {v.words === '' ? null : <Text style={styles.coverValueWords}>{v.words}</Text>}
            </View>
          ))}
        </View>
      )}
      <PageFooter input={input} qr={qr} />
    </Page>
  );
}

export interface ContentsEntry {
  key: string;
  number: string;
  title: string;
}

/**
 * The numbered section titles with the page each starts on. Pages are known only once the body
 * is laid out: the body's titles record theirs in `pages` as they are placed, and these rows
 * are rendered after that (react-pdf resolves `render` text once pagination is done).
 */
export function ContentsPage({ input, qr, entries, pages }: { input: ReportPdfInput; qr: QrPath; entries: readonly ContentsEntry[]; pages: ReadonlyMap<string, number> }) {
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.contentsTitle}>Contents</Text>
      {entries.map((entry) => (
        <View key={entry.key} style={styles.contentsRow} wrap={false}>
          <Text style={styles.contentsNumber}>{entry.number}</Text>
          <Text style={styles.contentsTitleCell}>{entry.title}</Text>
          <Text style={styles.contentsPage} render={() => String(pages.get(entry.key) ?? '')} />
        </View>
      ))}
      <PageFooter input={input} qr={qr} />
    </Page>
  );
}
