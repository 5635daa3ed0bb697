import type { Bill, BillPaymentMethod } from './bills.ts';
import { intlLocale } from './locale.ts';
import { addDays, dateFormat } from './slot-dates.ts';
import { billDate } from './i18n/messages/billdate1.js';
import { billMethodAccount } from './i18n/messages/billmethodaccount2.js';
import { billMethodCash } from './i18n/messages/billmethodcash2.js';
import { billMethodOnline } from './i18n/messages/billmethodonline2.js';
import { billMethodUpi } from './i18n/messages/billmethodupi2.js';
import { billNumber } from './i18n/messages/billnumber1.js';
import { billOfSupply } from './i18n/messages/billofsupply2.js';
import { compositionLegend } from './i18n/messages/compositionlegend1.js';
import { creditNote } from './i18n/messages/creditnote1.js';
import { creditNoteAgainst } from './i18n/messages/creditnoteagainst2.js';
import { creditNoteNumber } from './i18n/messages/creditnotenumber2.js';
import { taxInvoice } from './i18n/messages/taxinvoice1.js';

/** The messages this module uses, each imported on its own (D87). */
const m = {
  billDate,
  billMethodAccount,
  billMethodCash,
  billMethodOnline,
  billMethodUpi,
  billNumber,
  billOfSupply,
  compositionLegend,
  creditNote,
  creditNoteAgainst,
  creditNoteNumber,
  taxInvoice,
};

/**
 * A bill in words (issue 28 part 1, docs/decisions/0107), the same on the bill page and in its PDF, in the
 * current language: its title, the legend the composition scheme requires, its number and date lines, how
 * it was paid.
 */

/** 'Tax invoice', 'Bill of supply' or 'Credit note'. */
export function billTitle(bill: Pick<Bill, 'kind' | 'type'>): string {
  if (bill.kind === 'credit_note') return m.creditNote();
  return bill.type === 'tax_invoice' ? m.taxInvoice() : m.billOfSupply();
}

/**
 * The legend a bill of supply of a kitchen in the composition scheme must carry (CGST rule 46A with
 * section 10(4)): 'composition taxable person, not eligible to collect tax on supplies'; null otherwise.
 */
export function billLegend(bill: Pick<Bill, 'kitchen' | 'type'>): string | null {
  return bill.kitchen.gst_scheme === 'composition' && bill.type === 'bill_of_supply' ? m.compositionLegend() : null;
}

/** A kitchen day 'yyyy-mm-dd' as a bill writes it: '7 Dec 2026', in the current language. */
export function billDay(day: string): string {
  return dateFormat(intlLocale(), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    addDays(day, 0),
  );
}

/** 'Bill no. RS/26-27/000123' or 'Credit note no. RS/26-27/C00001'. */
export const billNumberLine = (bill: Pick<Bill, 'kind' | 'number'>) =>
  bill.kind === 'credit_note' ? m.creditNoteNumber({ number: bill.number }) : m.billNumber({ number: bill.number });

/** 'Date: 7 Dec 2026'. */
export const billDateLine = (bill: Pick<Bill, 'day'>) => m.billDate({ date: billDay(bill.day) });

/** A credit note's 'Against bill no. … of …'; null for a bill. */
export const billAgainstLine = (bill: Pick<Bill, 'against'>) =>
  bill.against ? m.creditNoteAgainst({ number: bill.against.number, date: billDay(bill.against.day) }) : null;

/** How it was paid, in words. */
export function billMethodText(method: BillPaymentMethod): string {
  if (method === 'upi') return m.billMethodUpi();
  if (method === 'online') return m.billMethodOnline();
  if (method === 'account') return m.billMethodAccount();
  return m.billMethodCash();
}
