import PDFDocument from 'pdfkit';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText, type StatementEntry } from '@rasoi/domain/ledger';
import { intlLocale } from '@rasoi/domain/locale';
import { addDays, dateFormat } from '@rasoi/domain/slot-dates';
import { dateWord } from '@rasoi/domain/slot-words';
import { entryKindText, mealDetailText } from '@rasoi/domain/statement-lines';
import type { StatementDocument } from './account-statement.ts';
import type { PdfFontSource, StatementFonts } from './statement-fonts.ts';

/**
 * The month's statement as a PDF (issue 26, docs/decisions/0093), A4, in the request's language (every
 * text from the message table, dates and the month by `intlLocale`, money by `paiseText`): the kitchen's
 * name, the household, the month, the opening balance, one row per entry (day, what it was, signed
 * amount), the closing balance and the dues carried. The same statement gives the same bytes: the
 * document's date is the statement's (its newest entry, else the month's first day), never the clock.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const RIGHT = PAGE.width - PAGE.margin;
const COLUMNS = { day: PAGE.margin, what: PAGE.margin + 96, amount: RIGHT } as const;
const WHAT_WIDTH = RIGHT - 96 - COLUMNS.what;
const INK = '#1f1a17';
const MUTED = '#6b625c';

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

type Doc = InstanceType<typeof PDFDocument>;
type Style = { size: number; bold?: boolean; color?: string };

const face = (devanagari: boolean, bold: boolean | undefined) =>
  devanagari ? (bold ? 'deva-bold' : 'deva') : bold ? 'latin-bold' : 'latin';

/**
 * Writes one line of mixed Hindi and English at (x, y): left-aligned from x, or right-aligned to x with
 * `right`; made smaller to fit `maxWidth` rather than wrapped or cut (names are short; a long one stays whole).
 */
function writeLine(
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

/** 'December 2026' for 'yyyy-mm', in the request's language. */
function monthWords(month: string): string {
  return dateFormat(intlLocale(), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    addDays(`${month}-01`, 0),
  );
}

/** The household as the statement names it: 'Asha Verma, 9876543210', or the mobile alone. */
function householdWords(household: StatementDocument['household']): string {
  return household.name ? `${household.name}, ${household.mobile}` : household.mobile;
}

/** An amount as a row shows it: '+₹500' for money in, '-₹80' for a charge. */
const signed = (paise: number) => (paise > 0 ? `+${paiseText(paise)}` : paiseText(paise));

/** The date the document carries: its newest entry's, else the month's first day (never the clock). */
export function statementDate(document: StatementDocument): Date {
  const newest = document.statement.entries
    .map((entry) => entry.created_at)
    .sort()
    .at(-1);
  return new Date(newest ?? `${document.statement.month}-01T00:00:00.000Z`);
}

/** Renders the statement; `compress: false` writes readable content streams (tests read the text). */
export function statementPdf(
  document: StatementDocument,
  fonts: StatementFonts,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { statement } = document;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: `${m.statementPdfTitle()} ${monthWords(statement.month)}`,
      Author: document.kitchen_name,
      Producer: 'Rasoi',
      Creator: 'Rasoi',
      CreationDate: statementDate(document),
    },
  });
  // The parsed faces themselves (pdfkit 0.20 takes a fontkit font; its types name only paths and bytes).
  doc.registerFont('latin', fonts.latin as unknown as PdfFontSource);
  doc.registerFont('latin-bold', fonts.latinBold as unknown as PdfFontSource);
  doc.registerFont('deva', fonts.devanagari as unknown as PdfFontSource);
  doc.registerFont('deva-bold', fonts.devanagariBold as unknown as PdfFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = PAGE.margin;
  writeLine(doc, document.kitchen_name, PAGE.margin, y, { size: 20, bold: true }, { maxWidth: RIGHT - PAGE.margin });
  y += 30;
  writeLine(doc, m.statementPdfTitle(), PAGE.margin, y, { size: 14, bold: true });
  y += 22;
  writeLine(doc, m.statementPdfHousehold({ household: householdWords(document.household) }), PAGE.margin, y, {
    size: 11,
    color: MUTED,
  });
  y += 16;
  writeLine(doc, m.statementPdfMonth({ month: monthWords(statement.month) }), PAGE.margin, y, {
    size: 11,
    color: MUTED,
  });
  y += 28;

  const totalRow = (label: string, paise: number, color = INK) => {
    writeLine(doc, label, PAGE.margin, y, { size: 12, bold: true });
    writeLine(doc, paiseText(paise), RIGHT, y, { size: 12, bold: true, color }, { maxWidth: 140, right: true });
    y += 22;
  };
  const rule = () => {
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor('#d8cfc7').stroke();
    y += 8;
  };
  const header = () => {
    writeLine(doc, m.statementPdfDay(), COLUMNS.day, y, { size: 10, bold: true, color: MUTED });
    writeLine(doc, m.statementPdfWhat(), COLUMNS.what, y, { size: 10, bold: true, color: MUTED });
    writeLine(
      doc,
      m.statementPdfAmount(),
      COLUMNS.amount,
      y,
      { size: 10, bold: true, color: MUTED },
      { maxWidth: 90, right: true },
    );
    y += 16;
    rule();
  };

  totalRow(m.tiffinOpeningBalance(), statement.opening_paise);
  rule();
  header();
  if (statement.entries.length === 0) {
    writeLine(doc, m.statementPdfNoEntries(), COLUMNS.what, y, { size: 11, color: MUTED });
    y += 20;
  }
  for (const entry of statement.entries) {
    const lines = entryLines(entry);
    const height = 18 + 15 * (lines.length - 1) + 6;
    if (y + height > PAGE.height - PAGE.margin - 60) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    writeLine(doc, dateWord(entry.day), COLUMNS.day, y, { size: 11 }, { maxWidth: 92 });
    writeLine(
      doc,
      signed(entry.amount_paise),
      COLUMNS.amount,
      y,
      {
        size: 11,
        bold: true,
        color: entry.amount_paise > 0 ? '#15803d' : INK,
      },
      { maxWidth: 90, right: true },
    );
    lines.forEach((line, index) => {
      writeLine(
        doc,
        line,
        COLUMNS.what,
        y + index * 15 + (index > 0 ? 3 : 0),
        index === 0 ? { size: 11 } : { size: 9.5, color: MUTED },
        {
          maxWidth: WHAT_WIDTH,
        },
      );
    });
    y += height;
  }
  rule();
  totalRow(m.tiffinClosingBalance(), statement.closing_paise);
  totalRow(m.tiffinDuesCarried(), statement.dues_carried_paise, statement.dues_carried_paise > 0 ? '#b91c1c' : INK);
  doc.end();
  return done;
}

/** What a row says: the kind, then what the meal was, then the seller's note (each when there is one). */
function entryLines(entry: StatementEntry): string[] {
  return [entryKindText(entry), mealDetailText(entry), entry.note || null].filter((line): line is string =>
    Boolean(line),
  );
}
