import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);

/**
 * The report's typeface: Noto Sans (SIL Open Font License, shipped by @fontsource/noto-sans),
 * embedded — subset to the glyphs used — so a copy kept for years prints the same anywhere.
 * Fontsource splits the face by unicode-range; react-pdf cannot register a range, so each subset
 * is its own family and text names both: a character missing from the Latin file ("ũ", "ĩ",
 * "ł", "ş") is drawn from the Latin Extended file (react-pdf's per-character font fallback).
 */
export const FONT_FAMILY = ['Noto Sans', 'Noto Sans Latin Extended'];

const SUBSETS = [
  { family: 'Noto Sans', subset: 'latin' },
  { family: 'Noto Sans Latin Extended', subset: 'latin-ext' },
] as const;
const FACES = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 400, fontStyle: 'italic' },
  { fontWeight: 700, fontStyle: 'normal' },
  { fontWeight: 700, fontStyle: 'italic' },
] as const;

/**
 * One face as react-pdf loads it: the WOFF file (react-pdf reads TTF and WOFF, not WOFF2) unpacked
 * to TrueType once, handed over as a data URL.
 */
const unpacked = new Map<string, string>();
function fontFile(subset: string, weight: number, style: string): string {
  const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-${style}.woff`);
  let src = unpacked.get(file);
  if (src === undefined) {
    src = `data:font/ttf;base64,${woffToSfnt(readFileSync(file)).toString('base64')}`;
    unpacked.set(file, src);
  }
  return src;
}

let loaded: Promise<void> | null = null;

function register(): void {
  const faces = (subset: string) => FACES.map((face) => ({ src: fontFile(subset, face.fontWeight, face.fontStyle), fontWeight: face.fontWeight, fontStyle: face.fontStyle }));
  for (const { family, subset } of SUBSETS) {
    Font.register({ family, fonts: faces(subset) });
  }
  // react-pdf ends every font stack with the standard Helvetica, for a character no listed font
  // has (the line feed of a hard break, an emoji): it would be drawn in a font that is not
  // embedded. That family's faces are replaced by Noto Sans, so every font in the file is embedded.
  const helvetica = Font.getRegisteredFonts()['Helvetica'] as { sources: unknown[] } | undefined;
  if (helvetica) {
    helvetica.sources.length = 0;
    Font.register({ family: 'Helvetica', fonts: faces('latin') });
  }
  // Words are never hyphenated: an LR number or a figure split across lines could be misread, and
  // text extracted from the PDF (a bank's check, our tests) must find them whole.
  Font.registerHyphenationCallback((word) => [word]);
}

/**
 * Register and parse the faces once per process (react-pdf keeps parsed fonts in its store
 * across renders). The fallback family is loaded here: react-pdf loads only the families styles name.
 */
export function loadReportFonts(): Promise<void> {
  loaded ??= (async () => {
    register();
    const families = [...SUBSETS.map((s) => s.family), 'Helvetica'];
    await Promise.all(families.flatMap((fontFamily) => FACES.map((face) => Font.load({ fontFamily, ...face }))));
  })();
  return loaded;
}
