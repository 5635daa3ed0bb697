import { UPI_MAX_PER_PAYMENT } from './constants.ts';
import { upiOverLimit } from './i18n/messages/upioverlimit2.js';
import { indianGrouped } from './indian-digits.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { upiOverLimit };

/**
 * The `upi://pay` link a customer opens (or scans as a QR) to pay a UPI-on-delivery order straight to the
 * kitchen's UPI id, no gateway (issue 15, docs/decisions/0053). The form is NPCI's UPI linking
 * specification: `upi://pay?pa=<payee VPA>&pn=<payee name>&am=<amount, 2 decimals>&cu=INR&tn=<note>`.
 */
export type UpiPayment = {
  /** The payee's virtual payment address, `name@handle` (the kitchen's `upi_id`). */
  vpa: string;
  /** The payee's name as the UPI app shows it (the kitchen's name). */
  payeeName: string;
  /** What to pay, in paise: the order's exact UPI amount (D98), or its bill. */
  amountPaise: number;
  /** The transaction note the payee sees, e.g. 'Rasoi order #1a2b'. */
  note: string;
};

/**
 * Builds the link, every value percent-encoded (RFC 3986: encodeURIComponent, plus `!'()*`), `@` left
 * as is (valid in a query, and how UPI apps write a VPA). Not URLSearchParams: the domain is built
 * without the DOM's types, and its form encoding writes a space `+`, which some UPI apps show as is.
 * Takes paise, written as rupees with two decimals (NPCI's `am`); returns the link text. Throws RangeError
 * for a negative or non-integer number of paise (a programming error: money is integer paise).
 */
export function upiPayLink(payment: UpiPayment): string {
  if (!Number.isInteger(payment.amountPaise) || payment.amountPaise < 0) {
    throw new RangeError(`Not an amount in paise: ${payment.amountPaise}`);
  }
  const fields: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', `${Math.floor(payment.amountPaise / 100)}.${String(payment.amountPaise % 100).padStart(2, '0')}`],
    ['cu', 'INR'],
    ['tn', payment.note],
  ];
  return `upi://pay?${fields.map(([name, value]) => `${name}=${encodeQueryValue(value)}`).join('&')}`;
}

function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%40', '@');
}

/** The note on a UPI payment for an order: the kitchen's name and the order number people see ('#' and the id's last four). */
export function upiOrderNote(kitchenName: string, orderId: string): string {
  return `${kitchenName} order #${orderId.slice(-4)}`;
}

/** The note on a household's top-up by UPI (issue 27, D99): the kitchen's name and what it is for. */
export function upiTopUpNote(kitchenName: string): string {
  return `${kitchenName} account top-up`;
}

/**
 * Why an order of `amountRupees` (whole rupees) cannot be paid by UPI, in the current language, or null
 * when it can: above UPI_MAX_PER_PAYMENT (₹1,00,000 in one payment) the sentence says so and asks for
 * cash on delivery (issue 30, docs/decisions/0080). The server refuses such a UPI order with it; the web
 * app shows it instead of the UPI choice, link and QR.
 */
export function upiLimitRefusal(amountRupees: number): string | null {
  if (fitsOneUpiPayment(amountRupees)) return null;
  return m.upiOverLimit({ limit: rupeesText(UPI_MAX_PER_PAYMENT), amount: rupeesText(amountRupees) });
}

/** Whether one UPI payment can carry `amountRupees` (whole rupees): at most UPI_MAX_PER_PAYMENT. */
export function fitsOneUpiPayment(amountRupees: number): boolean {
  return amountRupees <= UPI_MAX_PER_PAYMENT;
}

/** Whole rupees as the current language writes them, e.g. '₹1,00,000' (the values of m.upiOverLimit). */
export function rupeesText(amountRupees: number): string {
  return `₹${indianGrouped(amountRupees)}`;
}
