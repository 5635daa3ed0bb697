import PDFDocument from 'pdfkit';
import { m } from '@rasoi/domain/i18n/messages';
import { paiseText, type StatementEntry } from '@rasoi/domain/ledger';
import { intlLocale } from '@rasoi/domain/locale';
import { addDays, dateFormat } from '@rasoi/domain/slot-dates';
import { dateWord } from '@rasoi/domain/slot-words';
import { entryKindText, mealDetailText } from '@rasoi/domain/statement-lines';
import type { StatementDocument } from './account-statement.ts';
import type { StatementFonts } from '../../lib/pdf-fonts.ts';
import { INK, MUTED, pdfBytes, registerPdfFonts, writeLine } from '../../lib/pdf-lines.ts';

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
  registerPdfFonts(doc, fonts);
  const done = pdfBytes(doc);

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
