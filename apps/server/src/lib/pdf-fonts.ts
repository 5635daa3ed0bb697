import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * The fonts the PDFs write with, the account statement (issue 26, docs/decisions/0093) and the bill (issue 28,
 * D107): Noto Sans for Latin text, digits
 * and the rupee sign, Noto Sans Devanagari for Hindi (pdfkit's fontkit shapes its conjuncts and matras).
 * The system's copies from the Debian/Ubuntu package fonts-noto-core, which the menu picture needs too
 * (`.ci/run` installs it). Read and parsed on the first PDF and kept for the process: parsing a face per
 * document (its glyph tables, and the Devanagari's substitution and positioning tables decoded again on
 * every first use) was most of a PDF's time. Without them the PDF is refused (503) and the log names the
 * package, while the rest of the server runs.
 */

/** Where fonts-noto-core puts its TrueType files. */
export const NOTO_FONT_DIR = '/usr/share/fonts/truetype/noto';

const FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
} as const;

/**
 * A face as fontkit parsed it, which pdfkit (0.20 on) takes in `registerFont` as it is. Shared by every
 * document: pdfkit only reads it (each document makes its own subset), and what fontkit decodes on first
 * use (glyphs, layout tables) stays decoded for the next one.
 */
export type StatementFont = { readonly postscriptName: string; layout(text: string): unknown };

/** The four faces, parsed: Latin and Devanagari, regular and bold. */
export type StatementFonts = Record<keyof typeof FILES, StatementFont>;

/** The font source pdfkit's types name (a path or bytes); a parsed font is one too since pdfkit 0.20. */
export type PdfFontSource = Parameters<InstanceType<typeof PDFDocument>['registerFont']>[1];

/**
 * fontkit's `create(bytes)`, from the fontkit pdfkit itself depends on (resolved from pdfkit's folder, so
 * the font is made by the version pdfkit was built against and the server declares no dependency of its
 * own). Required on the first PDF only.
 */
function fontkitCreate(): (bytes: Uint8Array) => StatementFont {
  const fromPdfkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'));
  return (fromPdfkit('fontkit') as { create: (bytes: Uint8Array) => StatementFont }).create;
}

const loaded = new Map<string, StatementFonts>();

/**
 * The four fonts from `dir`, read and parsed on the first call and kept; throws naming the missing files
 * and the package that has them (or fontkit's error for a file that is not a font).
 */
export function loadStatementFonts(dir: string = NOTO_FONT_DIR): StatementFonts {
  const known = loaded.get(dir);
  if (known) return known;
  const missing = Object.values(FILES).filter((file) => !fs.existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `The account statement PDF needs the Noto fonts ${missing.join(', ')} in ${dir}: install the package fonts-noto-core (apt-get install fonts-noto-core).`,
    );
  }
  const create = fontkitCreate();
  const read = (file: string) => keepCodePoints(create(fs.readFileSync(path.join(dir, file))));
  const fonts = {
    latin: read(FILES.latin),
    latinBold: read(FILES.latinBold),
    devanagari: read(FILES.devanagari),
    devanagariBold: read(FILES.devanagariBold),
  };
  loaded.set(dir, fonts);
  return fonts;
}

/** What `keepCodePoints` uses of a fontkit font besides what pdfkit does. */
type GlyphCache = { getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null };

/**
 * Makes `font` give a glyph the code points it is asked for with when it has none. fontkit keeps one glyph
 * object per glyph id, with the code points of its first request, and a subset asks for a composite's
 * parts with none (foliojs/fontkit#154): with a face kept across documents, a part one PDF embedded ('ो'
 * is drawn from 'ा' and 'े') came back to the next PDF's layout without its code point, and the Devanagari
 * shaper took that 'े' for no letter: a dotted circle in 'बैलेंस' and no ligature. Filling the empty code
 * points on a later request (the fix proposed upstream) makes each layout the same as on a fresh face.
 */
function keepCodePoints(font: StatementFont): StatementFont {
  const cache = font as StatementFont & GlyphCache;
  const getGlyph = cache.getGlyph.bind(cache);
  cache.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}
