/** @jsxRuntime automatic — also when run by tools that do not read apps/server/tsconfig.json (npm run bench) */
import { Fragment } from 'react';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { placeholderContext, resolveRichText } from '@thamani/domain/report-placeholders';
import type { ReportContent, ReportSection } from '@thamani/domain/reports';
import { ContentsPage, CoverPage, type ContentsEntry } from './report-pdf-cover.tsx';
import { loadReportFonts } from './report-pdf-fonts.ts';
import { PageFooter, verifyQrPath } from './report-pdf-footer.tsx';
import type { ReportPdfInput } from './report-pdf-input.ts';
import { PhotoGrid } from './report-pdf-photos.tsx';
import { RichTextPdf } from './report-pdf-rich-text.tsx';
import { styles } from './report-pdf-styles.ts';
import { ComparablesTable, FieldsTable } from './report-pdf-tables.tsx';
import { SignatureBlock, ValuationSummary } from './report-pdf-valuation.tsx';

export type { PdfImage, ReportPdfInput } from './report-pdf-input.ts';

const SIGNATURE_ENTRY = 'signature';

function SectionBody({ section, content, input, context }: { section: ReportSection; content: ReportContent; input: ReportPdfInput; context: Record<string, string> }) {
  switch (section.kind) {
    case 'narrative':
      return <RichTextPdf doc={resolveRichText(section.body, context)} />;
    case 'fields':
      return <FieldsTable section={section} content={content} />;
    case 'comparables':
      return <ComparablesTable comparables={content.comparables} />;
    case 'photos':
      return <PhotoGrid photos={content.photos} images={input.photos} places={input.photoPlaces} />;
    case 'valuation':
      return <ValuationSummary content={content} />;
  }
}

/** A title that notes the page it lands on, for the contents. */
function Title({ entryKey, text, pages }: { entryKey: string; text: string; pages: Map<string, number> }) {
  return (
    <Text
      style={styles.sectionTitle}
      minPresenceAhead={120}
      render={({ pageNumber }) => {
        pages.set(entryKey, pageNumber);
        return text;
      }}
    />
  );
}

/**
 * The approved report as a PDF (A4): cover, contents, the numbered sections in the report's
 * order, the signature and the approval stamp; every page carries "Page X of Y", the
 * verification code with its QR code and the firm's name. Pure: the same input gives the same
 * bytes (the document's dates are the approval's), so a stored copy's SHA-256 identifies it.
 */
export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  await loadReportFonts();
  const { content } = input;
  const context = placeholderContext(content);
  const qr = verifyQrPath(input.verify.url);
  const pages = new Map<string, number>();
  const entries: ContentsEntry[] = [
    ...content.sections.map((section, i) => ({ key: `section:${section.id}`, number: `${i + 1}.`, title: section.title })),
    { key: SIGNATURE_ENTRY, number: '', title: 'Signature and approval' },
  ];
  const approvedAt = new Date(input.report.approvedAt);
  const title = context['property.title'] ?? input.report.title;

  const document = (
    <Document
      title={`Valuation Report — ${title}`}
      author={input.author.name}
      subject={`Valuation report ${input.verify.code}`}
      creator={input.firm.name}
      producer={input.firm.name}
      language="en-KE"
      conformance="PDF/A-2b"
      creationDate={approvedAt}
    >
      <CoverPage input={input} qr={qr} />
      <ContentsPage input={input} qr={qr} entries={entries} pages={pages} />
      <Page size="A4" style={styles.page}>
        {/* Titles and their blocks are siblings, not boxed per section: react-pdf moves a title
            to the next page with what follows it only when it has earlier siblings. */}
        {content.sections.map((section, i) => {
          const title = <Title entryKey={`section:${section.id}`} text={`${i + 1}. ${section.title}`} pages={pages} />;
          const body = <SectionBody section={section} content={content} input={input} context={context} />;
          // The values are read together: the valuation section's title and all its values stay on one page.
          return section.kind === 'valuation' ? (
            <View key={section.id} wrap={false}>
              {title}
              {body}
            </View>
          ) : (
            <Fragment key={section.id}>
              {title}
              {body}
            </Fragment>
          );
        })}
        <View wrap={false}>
          <Title entryKey={SIGNATURE_ENTRY} text="Signature and approval" pages={pages} />
          <SignatureBlock input={input} />
        </View>
        <PageFooter input={input} qr={qr} />
      </Page>
    </Document>
  );
  return renderToBuffer(document);
}
