import fs from 'node:fs';
import path from 'node:path';

/**
 * The fonts the statement PDF writes with (issue 26, docs/decisions/0093): Noto Sans for Latin text, digits
 * and the rupee sign, Noto Sans Devanagari for Hindi (pdfkit's fontkit shapes its conjuncts and matras).
 * The system's copies from the Debian/Ubuntu package fonts-noto-core, which the menu picture needs too
 * (`.ci/run` installs it). Read on the first PDF and kept; without them the PDF is refused (503) and the
 * log names the package, while the rest of the server runs.
 */

/** Where fonts-noto-core puts its TrueType files. */
export const NOTO_FONT_DIR = '/usr/share/fonts/truetype/noto';

const FILES = {
  latin: 'NotoSans-Regular.ttf',
  latinBold: 'NotoSans-Bold.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  devanagariBold: 'NotoSansDevanagari-Bold.ttf',
} as const;

/** The four faces' bytes: Latin and Devanagari, regular and bold. */
export type StatementFonts = Record<keyof typeof FILES, Buffer>;

const loaded = new Map<string, StatementFonts>();

/**
 * The four fonts from `dir`, read on the first call and kept; throws naming the missing files and the
 * package that has them.
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
  const read = (file: string) => fs.readFileSync(path.join(dir, file));
  const fonts = {
    latin: read(FILES.latin),
    latinBold: read(FILES.latinBold),
    devanagari: read(FILES.devanagari),
    devanagariBold: read(FILES.devanagariBold),
  };
  loaded.set(dir, fonts);
  return fonts;
}
