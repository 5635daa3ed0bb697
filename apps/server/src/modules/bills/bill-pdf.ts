import PDFDocument from 'pdfkit';
import { m } from '@rasoi/domain/i18n/messages';
import {
  billAgainstLine,
  billDateLine,
  billLegend,
  billMethodText,
  billNumberLine,
  billTitle,
} from '@rasoi/domain/bill-words';
import { rateText, type Bill } from '@rasoi/domain/bills';
import { paiseText } from '@rasoi/domain/ledger';
import type { StatementFonts } from '../../lib/pdf-fonts.ts';
import { INK, MUTED, pdfBytes, registerPdfFonts, writeLine, type Doc } from '../../lib/pdf-lines.ts';

/**
 * The order's bill as an A4 PDF (issue 28 part 1, docs/decisions/0107), in the request's language (every
 * text from the message table, the day by `intlLocale`, money by `paiseText`), written as the account
 * statement's is (lib/pdf-lines.ts, Noto faces for Latin and Devanagari): kitchen, address, FSSAI number and
 * GSTIN; the title (bill of supply, tax invoice) and the composition legend; number, date, customer; the
 * lines; subtotal, discount, fees, total; for a tax invoice the taxable value and CGST and SGST inside the
 * total; how it was paid. The credit note, when there is one, is a second page. The same bill gives the same
 * bytes: the document's date is the bill's, never the clock.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const RIGHT = PAGE.width - PAGE.margin;
const COLUMNS = { item: PAGE.margin, quantity: RIGHT - 190, rate: RIGHT - 100, amount: RIGHT } as const;
const ITEM_WIDTH = COLUMNS.quantity - 40 - COLUMNS.item;

/** Renders the bill (and its credit note); `compress: false` writes readable content streams (tests read the text). */
export function billPdf(
  documents: { bill: Bill; creditNote: Bill | null },
  fonts: StatementFonts,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { bill, creditNote } = documents;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: `${billTitle(bill)} ${bill.number}`,
      Author: bill.kitchen.name,
      Producer: 'Rasoi',
      Creator: 'Rasoi',
      CreationDate: new Date(bill.issued_at),
    },
  });
  registerPdfFonts(doc, fonts);
  const done = pdfBytes(doc);
  writeBill(doc, bill);
  if (creditNote) {
    doc.addPage();
    writeBill(doc, creditNote);
  }
  doc.end();
  return done;
}

/** One bill or credit note on the current page. */
function writeBill(doc: Doc, bill: Bill): void {
  let y = PAGE.margin;
  const full = { maxWidth: RIGHT - PAGE.margin };
  const line = (text: string, style: { size: number; bold?: boolean; color?: string }, gap: number) => {
    writeLine(doc, text, PAGE.margin, y, style, full);
    y += gap;
  };
  line(bill.kitchen.name, { size: 20, bold: true }, 28);
  if (bill.kitchen.address) line(bill.kitchen.address, { size: 10, color: MUTED }, 15);
  if (bill.kitchen.fssai_licence)
    line(m.billFssai({ number: bill.kitchen.fssai_licence }), { size: 10, color: MUTED }, 15);
  if (bill.kitchen.gstin) line(m.billGstin({ gstin: bill.kitchen.gstin }), { size: 10, color: MUTED }, 15);
  y += 10;
  line(billTitle(bill), { size: 15, bold: true }, 22);
  const legend = billLegend(bill);
  if (legend) line(legend, { size: 10, color: MUTED }, 16);
  line(billNumberLine(bill), { size: 11, bold: true }, 16);
  line(billDateLine(bill), { size: 11 }, 16);
  const against = billAgainstLine(bill);
  if (against) line(against, { size: 11 }, 16);
  const customer = bill.customer.name ? `${bill.customer.name}, ${bill.customer.mobile}` : bill.customer.mobile;
  line(m.billTo({ customer }), { size: 11 }, 15);
  if (bill.customer.address) line(bill.customer.address, { size: 10, color: MUTED }, 15);
  y += 12;

  const rule = () => {
    doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor('#d8cfc7').stroke();
    y += 8;
  };
  const header = { size: 10, bold: true, color: MUTED };
  writeLine(doc, m.billItem(), COLUMNS.item, y, header);
  writeLine(doc, m.billQuantity(), COLUMNS.quantity, y, header, { maxWidth: 50, right: true });
  writeLine(doc, m.billRate(), COLUMNS.rate, y, header, { maxWidth: 80, right: true });
  writeLine(doc, m.billAmount(), COLUMNS.amount, y, header, { maxWidth: 90, right: true });
  y += 16;
  rule();
  for (const item of bill.lines) {
    // A long order goes on over the next page, leaving room for the totals below the last line.
    if (y > PAGE.height - PAGE.margin - 220) {
      doc.addPage();
      y = PAGE.margin;
    }
    writeLine(doc, item.name, COLUMNS.item, y, { size: 11 }, { maxWidth: ITEM_WIDTH });
    writeLine(doc, String(item.quantity), COLUMNS.quantity, y, { size: 11 }, { maxWidth: 50, right: true });
    writeLine(doc, paiseText(item.unit_paise), COLUMNS.rate, y, { size: 11 }, { maxWidth: 80, right: true });
    writeLine(doc, paiseText(item.amount_paise), COLUMNS.amount, y, { size: 11 }, { maxWidth: 90, right: true });
    y += 20;
  }
  rule();
  const total = (label: string, paise: number, bold = false) => {
    writeLine(doc, label, COLUMNS.rate - 120, y, { size: bold ? 12 : 11, bold });
    writeLine(doc, paiseText(paise), RIGHT, y, { size: bold ? 12 : 11, bold }, { maxWidth: 110, right: true });
    y += bold ? 22 : 18;
  };
  total(m.billSubtotal(), bill.subtotal_paise);
  if (bill.discount_paise > 0) total(m.billDiscount(), -bill.discount_paise);
  if (bill.platform_fee_paise > 0) total(m.platformFee(), bill.platform_fee_paise);
  if (bill.delivery_charge_paise > 0) total(m.deliveryCharge(), bill.delivery_charge_paise);
  total(m.billTotal(), bill.total_paise, true);
  if (bill.type === 'tax_invoice') {
    const half = rateText(bill.tax_rate_bp / 2);
    total(m.billTaxableValue(), bill.taxable_paise);
    total(m.billCgst({ rate: half }), bill.cgst_paise);
    total(m.billSgst({ rate: half }), bill.sgst_paise);
    line(m.billTaxIncluded(), { size: 10, color: MUTED }, 16);
  }
  y += 6;
  writeLine(doc, m.billPaidBy({ method: billMethodText(bill.payment_method) }), PAGE.margin, y, {
    size: 11,
    color: INK,
  });
}
