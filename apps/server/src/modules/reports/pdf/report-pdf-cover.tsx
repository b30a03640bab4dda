/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { formatLrNumber } from '@thamani/domain/lr-number';
import { Image, Page, Text, View } from '@react-pdf/renderer';
import { formatKenyanPhone } from '@thamani/domain/phone';
import type { PdfFirm, ReportPdfInput } from './report-pdf-input.ts';
import { PageFooter, type QrPath } from './report-pdf-footer.tsx';
import { imageSource } from './report-pdf-photos.tsx';
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

/** The logo is printed this tall (points); its width follows its shape, up to half the page. */
const LOGO_HEIGHT = 44;

/** The firm's registrations, each only when it has one. */
export function firmRegistrations(firm: PdfFirm): string[] {
  return [
    firm.companyRegistration ? `Company Reg. No. ${firm.companyRegistration}` : null,
    firm.vrbFirmNumber ? `VRB Firm Reg. No. ${firm.vrbFirmNumber}` : null,
    firm.kraPin ? `KRA PIN ${firm.kraPin}` : null,
    firm.vatRegistration ? `VAT Reg. No. ${firm.vatRegistration}` : null,
  ].filter((line): line is string => line !== null);
}

/** The letterhead: logo, name, registrations, addresses and contacts. */
function FirmHeader({ firm }: { firm: PdfFirm }) {
  const registrations = firmRegistrations(firm);
  const contacts = [firm.phone ? `Tel. ${formatKenyanPhone(firm.phone)}` : null, firm.email, firm.website].filter(
    (line): line is string => line !== null,
  );
  return (
    <View style={styles.coverFirmBlock}>
      {firm.logo ? (
        <Image
          src={imageSource(firm.logo)}
          style={{
            height: LOGO_HEIGHT,
            width: Math.min(250, (LOGO_HEIGHT * firm.logo.width) / Math.max(1, firm.logo.height)),
            marginBottom: 8,
          }}
        />
      ) : null}
      <Text style={styles.coverFirm}>{firm.name}</Text>
      {registrations.length === 0 ? null : <Text style={styles.coverFirmLine}>{registrations.join('  ·  ')}</Text>}
      <Text style={styles.coverFirmLine}>{firm.physicalAddress}</Text>
      {firm.postalAddress ? <Text style={styles.coverFirmLine}>{firm.postalAddress}</Text> : null}
      {contacts.length === 0 ? null : <Text style={styles.coverFirmLine}>{contacts.join('  ·  ')}</Text>}
    </View>
  );
}

/** "Leasehold (78 years unexpired)"; the type alone without the term; '' when unknown. */
export function tenure(type: string, unexpired: string): string {
  return type !== '' && unexpired !== '' ? `${type} (${unexpired} unexpired)` : type;
}

/** The first page: who values what, for whom, when, and the values stated. */
export function CoverPage({ input, qr }: { input: ReportPdfInput; qr: QrPath }) {
  const { content, author } = input;
  const value = (key: string) => printedValue(content, key);
  const title = value('property.title') || input.report.title;
  const place = [value('property.town'), value('property.county')].filter((p) => p !== '').join(', ');
  const values = statedValues(content);
  const lrNumber = value('property.lrNumber');
  return (
    <Page size="A4" style={styles.page}>
      <FirmHeader firm={input.firm} />
      <Text style={styles.coverKicker}>Valuation Report</Text>
      <Text style={styles.coverTitle}>{title}</Text>
      <Text style={styles.coverSubtitle}>{place === '' ? ' ' : place}</Text>
      <View style={styles.coverFacts}>
        <Fact label="Our ref." value={input.report.reference} />
        <Fact label="Address / location" value={value('property.address')} />
        <Fact label="LR / title number" value={lrNumber === '' ? '' : formatLrNumber(lrNumber)} />
        <Fact label="Tenure" value={tenure(value('tenure.type'), value('tenure.unexpiredYears'))} />
        <Fact label="Client" value={value('client.name')} />
        <Fact label="Instructing party" value={value('client.instructingParty')} />
        <Fact label="Purpose of the valuation" value={value('request.purpose')} />
        <Fact label="Date of inspection" value={value('dates.inspection')} />
        <Fact label="Date of valuation" value={value('dates.valuation')} />
        <Fact label="Valuer" value={`${author.name}, Registered Valuer, VRB No. ${author.vrbNumber ?? EMPTY}`} />
      </View>
      {values.length === 0 ? null : (
        <View style={styles.coverValues}>
          {values.map((v) => (
            <View key={v.kind} style={styles.coverValue}>
              <Text style={styles.coverValueLabel}>{v.label}</Text>
              <Text style={styles.coverValueFigure}>{v.figures}</Text>
              {v.share === null ? null : <Text style={styles.coverValueShare}>{v.share}</Text>}
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
export function ContentsPage({
  input,
  qr,
  entries,
  pages,
}: {
  input: ReportPdfInput;
  qr: QrPath;
  entries: readonly ContentsEntry[];
  pages: ReadonlyMap<string, number>;
}) {
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
