import type PDFDocument from 'pdfkit';
import type { PdfFontSource, StatementFonts } from './pdf-fonts.ts';

/**
 * Writing lines of mixed Hindi and English into a pdfkit document, shared by the account statement (issue
 * 26, docs/decisions/0093) and the bill (issue 28, D107): each run of one script in its own face (Noto Sans
 * or Noto Sans Devanagari, regular or bold, registered by registerPdfFonts), on one baseline.
 */

/** The ink of the text, and the muted grey of labels and notes. */
export const INK = '#1f1a17';
export const MUTED = '#6b625c';

/** Devanagari letters and signs, the dandas (Common script) and joiners: written with the Devanagari face. */
const DEVANAGARI = /\p{Script=Devanagari}|[\u0964\u0965]|\u200C|\u200D/u;
/** Spaces, digits and signs both faces have: they stay in the run around them. */
const NEUTRAL = /[\s0-9,.:;()\-–₹]/;

/** `text` cut into runs of one face: Devanagari or Latin (neutral characters join the run they are in). */
export function scriptRuns(text: string): { devanagari: boolean; text: string }[] {
  const runs: { devanagari: boolean; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const devanagari = NEUTRAL.test(char) ? (last?.devanagari ?? false) : DEVANAGARI.test(char);
    if (last && last.devanagari === devanagari) last.text += char;
    else runs.push({ devanagari, text: char });
  }
  return runs;
}

export type Doc = InstanceType<typeof PDFDocument>;
export type Style = { size: number; bold?: boolean; color?: string };

const face = (devanagari: boolean, bold: boolean | undefined) =>
  devanagari ? (bold ? 'deva-bold' : 'deva') : bold ? 'latin-bold' : 'latin';

/**
 * Writes one line of mixed Hindi and English at (x, y): left-aligned from x, or right-aligned to x with
 * `right`; made smaller to fit `maxWidth` rather than wrapped or cut (names are short; a long one stays whole).
 */
export function writeLine(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: Style,
  fit?: { maxWidth: number; right?: boolean },
) {
  const runs = scriptRuns(text);
  // Each run measured once, at the style's size: a width grows in proportion to the size, so the widths
  // at a smaller size are these scaled (measuring lays the run out with fontkit).
  const widths = runs.map((run) =>
    doc.font(face(run.devanagari, style.bold)).fontSize(style.size).widthOfString(run.text),
  );
  const natural = widths.reduce((sum, width) => sum + width, 0);
  const size = fit && natural > fit.maxWidth ? Math.max(6, (style.size * fit.maxWidth) / natural) : style.size;
  const scale = size / style.size;
  let cursor = fit?.right ? x - natural * scale : x;
  doc.fillColor(style.color ?? INK);
  runs.forEach((run, index) => {
    doc.font(face(run.devanagari, style.bold)).fontSize(size);
    // On one baseline (y + size): the two faces' ascenders differ, so tops would not line up.
    doc.text(run.text, cursor, y + size, { lineBreak: false, baseline: 'alphabetic' });
    cursor += widths[index]! * scale;
  });
}

/** Registers the four faces under the names writeLine uses. */
export function registerPdfFonts(doc: Doc, fonts: StatementFonts): void {
  // The parsed faces themselves (pdfkit 0.20 takes a fontkit font; its types name only paths and bytes).
  doc.registerFont('latin', fonts.latin as unknown as PdfFontSource);
  doc.registerFont('latin-bold', fonts.latinBold as unknown as PdfFontSource);
  doc.registerFont('deva', fonts.devanagari as unknown as PdfFontSource);
  doc.registerFont('deva-bold', fonts.devanagariBold as unknown as PdfFontSource);
}

/** The document's bytes once it ends (call before writing; `doc.end()` finishes it). */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
