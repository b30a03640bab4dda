import { StyleSheet } from '@react-pdf/renderer';
import { FONT_FAMILY } from './report-pdf-fonts.ts';

/** A4 in points, with room at the bottom for the footer. */
export const PAGE_MARGIN = 50;
export const FOOTER_HEIGHT = 56;

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#b8b8b8';
export const ACCENT = '#0f4c5c';
export const SHADE = '#eef3f4';

/**
 * Running text is spaced 1.4 lines, set only on the text that has its own font size: in
 * react-pdf 4.9 a line height that is inherited (from the page or a view) is scaled wrongly —
 * lines drift apart, and text drawn by a `render` callback (page numbers) lands off the page.
 */
const RUNNING_TEXT = { fontSize: 10, lineHeight: 1.4 } as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 10,
    color: INK,
    paddingTop: PAGE_MARGIN,
    paddingHorizontal: PAGE_MARGIN,
    paddingBottom: PAGE_MARGIN + FOOTER_HEIGHT - 20,
  },
  // Footer
  footer: {
    position: 'absolute',
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    bottom: 24,
    flexDirection: 'row',
    alignItems: 'center',
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 6,
    fontSize: 7.5,
    color: MUTED,
  },
  footerQr: { width: 40, height: 40, marginRight: 8 },
  footerMiddle: { flexGrow: 1, flexShrink: 1 },
  footerFirm: { fontWeight: 700, color: INK },
  footerPage: { width: 80, textAlign: 'right', color: INK },
  // Cover
  coverFirm: { fontSize: 16, fontWeight: 700, color: ACCENT },
  coverFirmBlock: { marginBottom: 48 },
  coverFirmLine: { fontSize: 9, color: MUTED, marginTop: 2 },
  // No letter spacing: text copied out of the PDF must read as words.
  coverKicker: { fontSize: 11, color: MUTED, textTransform: 'uppercase' },
  coverTitle: { fontSize: 26, fontWeight: 700, marginTop: 4, marginBottom: 6, lineHeight: 1.2 },
  coverSubtitle: { fontSize: 13, color: MUTED, marginBottom: 30 },
  coverFacts: { borderTopWidth: 1, borderTopColor: ACCENT, paddingTop: 10, marginBottom: 24 },
  coverValues: { backgroundColor: SHADE, padding: 12 },
  coverValue: { marginBottom: 8 },
  coverValueLabel: { fontSize: 9, color: MUTED },
  coverValueFigure: { fontSize: 14, fontWeight: 700 },
  coverValueWords: { fontSize: 9, fontStyle: 'italic' },
  coverValueShare: { fontSize: 9 },
  // Contents
  contentsTitle: { fontSize: 18, fontWeight: 700, marginBottom: 16, color: ACCENT },
  contentsRow: { flexDirection: 'row', paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: RULE },
  contentsNumber: { width: 28 },
  contentsTitleCell: { flexGrow: 1, flexShrink: 1 },
  contentsPage: { width: 40, textAlign: 'right' },
  // Sections
  sectionTitle: { fontSize: 13, fontWeight: 700, color: ACCENT, marginTop: 18, marginBottom: 8 },
  paragraph: { ...RUNNING_TEXT, marginBottom: 6 },
  heading: { fontSize: 11, fontWeight: 700, marginTop: 4, marginBottom: 4 },
  list: { marginBottom: 6 },
  listItem: { flexDirection: 'row' },
  listText: RUNNING_TEXT,
  listMarker: { ...RUNNING_TEXT, width: 18 },
  listBody: { flexGrow: 1, flexShrink: 1 },
  empty: { color: MUTED, fontStyle: 'italic' },
  // Tables
  factRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 4 },
  factLabel: { width: '38%', paddingRight: 8, color: MUTED },
  factValue: { width: '62%' },
  tableHeader: { flexDirection: 'row', backgroundColor: ACCENT, color: '#ffffff', fontWeight: 700, fontSize: 8 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE, fontSize: 8 },
  tableCell: { paddingVertical: 3, paddingHorizontal: 3 },
  numeric: { textAlign: 'right' },
  tableNote: { marginTop: 6, fontSize: 9 },
  // Photos
  photoHeading: { fontSize: 11, fontWeight: 700, marginTop: 4, marginBottom: 6 },
  photoRow: { flexDirection: 'row', justifyContent: 'space-between' },
  photo: { width: '48.5%', marginBottom: 12 },
  photoCaption: { fontSize: 8.5, color: MUTED, marginTop: 3 },
  // Valuation
  valueBlock: { borderLeftWidth: 3, borderLeftColor: ACCENT, backgroundColor: SHADE, padding: 10, marginBottom: 8 },
  valueLabel: { fontWeight: 700 },
  valueFigure: { fontSize: 14, fontWeight: 700, marginVertical: 2 },
  valueShare: { marginBottom: 2 },
  valueWords: { fontStyle: 'italic' },
  // Signature and approval
  signature: { marginTop: 10 },
  signatureImage: { height: 48, objectFit: 'contain', objectPositionX: 0, marginBottom: 4 },
  signatureLine: { width: 200, borderBottomWidth: 0.75, borderBottomColor: INK, marginBottom: 4 },
  signatureName: { fontWeight: 700 },
  stamp: {
    marginTop: 20,
    alignSelf: 'flex-start',
    borderWidth: 1.5,
    borderColor: ACCENT,
    color: ACCENT,
    paddingVertical: 6,
    paddingHorizontal: 10,
    fontWeight: 700,
    fontSize: 10,
  },
});
