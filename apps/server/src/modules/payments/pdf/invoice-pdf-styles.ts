import { StyleSheet } from '@react-pdf/renderer';
// The report PDF's typeface and colours: one look for what the firm prints. Reached past the reports
// front door: that door is loaded at start, and these load react-pdf, which only the files loaded
// on the first PDF asked for may do (invoice-pdf.ts imports the renderer when it is asked).
// eslint-disable-next-line import-x/no-restricted-paths -- react-pdf stays out of the server's start
import { FONT_FAMILY } from '../../reports/pdf/report-pdf-fonts.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- as above
import { ACCENT, INK, MUTED, PAGE_MARGIN, RULE, SHADE } from '../../reports/pdf/report-pdf-styles.ts';

/** Right-hand columns of the items table: taxable amount, VAT rate, VAT, amount. */
const AMOUNT_COLUMN = { width: '17%', textAlign: 'right' } as const;

export const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 9.5, color: INK, padding: PAGE_MARGIN, paddingBottom: 40 },
  // The seller and the title.
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 18 },
  seller: { flexShrink: 1, paddingRight: 16 },
  sellerName: { fontSize: 15, fontWeight: 700, color: ACCENT },
  sellerLine: { fontSize: 8.5, color: MUTED, marginTop: 2 },
  sellerPin: { fontSize: 9.5, fontWeight: 700, marginTop: 3 },
  titleBlock: { alignItems: 'flex-end' },
  title: { fontSize: 20, fontWeight: 700, textTransform: 'uppercase' },
  kind: { fontSize: 10, color: MUTED, marginTop: 2 },
  stamp: {
    marginTop: 6,
    borderWidth: 1.5,
    paddingVertical: 3,
    paddingHorizontal: 8,
    fontSize: 10,
    fontWeight: 700,
  },
  stampPaid: { borderColor: ACCENT, color: ACCENT },
  stampCredited: { borderColor: '#a12622', color: '#a12622' },
  // The invoice's facts beside the buyer.
  facts: { flexDirection: 'row', marginBottom: 16, borderTopWidth: 1, borderTopColor: ACCENT, paddingTop: 8 },
  factsColumn: { width: '50%', paddingRight: 12 },
  factRow: { flexDirection: 'row', marginBottom: 3 },
  factLabel: { width: 95, color: MUTED },
  factValue: { flexGrow: 1, flexShrink: 1, fontWeight: 700 },
  partyLabel: { color: MUTED, marginBottom: 2 },
  partyName: { fontSize: 11, fontWeight: 700 },
  // Items, totals and the working.
  tableHeader: { flexDirection: 'row', backgroundColor: ACCENT, color: '#ffffff', fontWeight: 700, fontSize: 8.5 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE },
  cell: { paddingVertical: 4, paddingHorizontal: 4 },
  descriptionColumn: { width: '32%' },
  amountColumn: AMOUNT_COLUMN,
  totals: { alignSelf: 'flex-end', width: '55%', marginTop: 8 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2.5 },
  totalStrong: { fontWeight: 700, fontSize: 11, borderTopWidth: 1, borderTopColor: INK, paddingTop: 4, marginTop: 2 },
  balance: { fontWeight: 700, fontSize: 12, backgroundColor: SHADE, paddingHorizontal: 4, paddingVertical: 4 },
  section: { marginTop: 14 },
  sectionTitle: { fontSize: 10.5, fontWeight: 700, color: ACCENT, marginBottom: 4 },
  workingRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: MUTED,
    paddingVertical: 1,
  },
  paragraph: { fontSize: 9, lineHeight: 1.4, marginBottom: 3 },
  note: { fontSize: 10, fontWeight: 700 },
  // KRA eTIMS.
  etims: {
    marginTop: 16,
    flexDirection: 'row',
    borderWidth: 0.75,
    borderColor: RULE,
    padding: 8,
    alignItems: 'center',
  },
  etimsQr: { width: 78, height: 78, marginRight: 12 },
  etimsBody: { flexGrow: 1, flexShrink: 1 },
  etimsLink: { fontSize: 6.5, color: MUTED, marginTop: 3 },
  etimsPending: { fontSize: 9.5, fontWeight: 700 },
  footer: {
    position: 'absolute',
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    bottom: 20,
    fontSize: 7.5,
    color: MUTED,
    textAlign: 'center',
  },
});
