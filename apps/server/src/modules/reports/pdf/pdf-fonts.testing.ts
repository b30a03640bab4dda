import { spawnSync } from 'node:child_process';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

export interface PdfFontEntry {
  name: string;
  subtype: string;
  /** Whether the font's program is in the file (FontFile, FontFile2 or FontFile3 in its descriptor). */
  embedded: boolean;
}

function lookupDict(doc: PDFDocument, value: unknown): PDFDict | undefined {
  const resolved = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return resolved instanceof PDFDict ? resolved : undefined;
}

function hasFontFile(doc: PDFDocument, font: PDFDict): boolean {
  const descriptor = lookupDict(doc, font.get(PDFName.of('FontDescriptor')));
  return ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor?.get(PDFName.of(key)) !== undefined);
}

/** Every font object in a PDF, walked with pdf-lib (no poppler needed). For tests. */
export async function pdfFonts(bytes: Uint8Array): Promise<PdfFontEntry[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const fonts: PdfFontEntry[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) {
      continue;
    }
    const subtype = String(object.get(PDFName.of('Subtype')) ?? '');
    if (subtype === '/CIDFontType0' || subtype === '/CIDFontType2') {
      continue; // a descendant: checked through its Type0 parent
    }
    const name = String(object.get(PDFName.of('BaseFont')) ?? '').replace(/^\//, '');
    let embedded: boolean;
    if (subtype === '/Type0') {
      const descendants = doc.context.lookup(object.get(PDFName.of('DescendantFonts')));
      const first = descendants instanceof PDFArray ? lookupDict(doc, descendants.get(0)) : undefined;
      embedded = first !== undefined && hasFontFile(doc, first);
    } else {
      embedded = hasFontFile(doc, object);
    }
    fonts.push({ name, subtype: subtype.replace(/^\//, ''), embedded });
  }
  return fonts;
}

/** Whether a command-line tool (pdffonts, qpdf) is on the PATH. */
export function hasTool(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Tests that need poppler-utils or qpdf run when the tool is installed, and always in CI
 * (scripts/ensure-pdf-tools.mjs installs them there): a CI run without them fails instead of skipping.
 */
export function runsWithTool(name: string): boolean {
  return hasTool(name) || Boolean(process.env.CI);
}
