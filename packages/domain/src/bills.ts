import { z } from 'zod';
import { billPrefixInvalid } from './i18n/messages/billprefixinvalid2.js';
import { gstinCheckFailed } from './i18n/messages/gstincheckfailed2.js';
import { gstinInvalid } from './i18n/messages/gstininvalid1.js';
import { gstSchemeInvalid } from './i18n/messages/gstschemeinvalid2.js';
import { kitchenAddressInvalid } from './i18n/messages/kitchenaddressinvalid2.js';
import { billsMonthInvalid } from './i18n/messages/billsmonthinvalid2.js';
import { orderCursorSchema, pageSizeSchema } from './order-cursor.ts';
import { localDateAt } from './slot-dates.ts';

/** The messages this module uses, each imported on its own (D87). */
const m = {
  billsMonthInvalid,
  billPrefixInvalid,
  gstinCheckFailed,
  gstinInvalid,
  gstSchemeInvalid,
  kitchenAddressInvalid,
};

/**
 * The kitchen's bills and credit notes (issue 28 part 1, docs/decisions/0107): the tax settings they are
 * made from (GSTIN, GST scheme, bill prefix, address), the bill's kind, its number, the financial year it
 * falls in and the tax a tax invoice shows. Pure rules: the server assigns the numbers in the database.
 */

/** The GST position of the kitchen: not registered, in the composition scheme, or a regular registration. */
export const GST_SCHEMES = ['none', 'composition', 'regular'] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

/** A bill of supply (no tax charged: not registered, or composition) or a tax invoice (regular GST). */
export const BILL_TYPES = ['bill_of_supply', 'tax_invoice'] as const;
export type BillType = (typeof BILL_TYPES)[number];

/** A numbered document: a bill, or a credit note that reverses one (its own series). */
export const BILL_KINDS = ['bill', 'credit_note'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/** How the bill was paid, as printed: the order's collection, else its chosen method. */
export const BILL_PAYMENT_METHODS = ['cash', 'upi', 'online', 'account'] as const;
export type BillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];

/** A GSTIN has this many characters. */
export const GSTIN_LENGTH = 15;
/** The states' and union territories' GST codes run from 01 to 38. */
const STATE_CODE_MAX = 38;
/** The prefix of bill numbers: 1 to 3 characters, so a number stays within GST's 16 (D107). */
export const BILL_PREFIX_MAX = 3;
export const DEFAULT_BILL_PREFIX = 'RS';
/** Longest kitchen address printed on a bill, in characters. */
export const KITCHEN_ADDRESS_MAX = 200;

/**
 * GST on a restaurant service (a home kitchen's meals, supplied as a service): 5% without input tax
 * credit, half central (CGST) and half state (SGST), in basis points (D107).
 */
export const RESTAURANT_GST_RATE_BP = 500;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character: fixed length, no backtracking. */
const GSTIN_FORM = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's check character for its first 14 characters (the GSTN's base-36 Luhn mod N: each
 * character's value, times 1 and 2 alternately, its quotient and remainder by 36 summed).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** 'form' when the text is not a GSTIN's shape or state, 'check' when its check character is wrong, else null. */
export function gstinProblem(text: string): 'form' | 'check' | null {
  if (text.length !== GSTIN_LENGTH || !GSTIN_FORM.test(text)) return 'form';
  const state = Number(text.slice(0, 2));
  if (state < 1 || state > STATE_CODE_MAX) return 'form';
  return gstinCheckCharacter(text) === text[14] ? null : 'check';
}

/**
 * A GSTIN as typed (spaces dropped, letters made capital) or '' (not set). 400 m.gstinInvalid() for a
 * wrong length, shape or state code (checked after the length, so no long text is matched),
 * m.gstinCheckFailed() for a wrong check character.
 */
export const gstinSchema = z
  .string({ error: () => m.gstinInvalid() })
  .max(40, { error: () => m.gstinInvalid() })
  .transform((text) => text.replace(/\s/g, '').toUpperCase())
  .superRefine((text, context) => {
    if (text === '') return;
    const problem = gstinProblem(text);
    if (problem === 'form') context.addIssue({ code: 'custom', message: m.gstinInvalid() });
    if (problem === 'check') context.addIssue({ code: 'custom', message: m.gstinCheckFailed() });
  });

export const gstSchemeSchema = z.enum(GST_SCHEMES, { error: () => m.gstSchemeInvalid() });

/** The bill prefix: 1 to 3 capital letters or digits (typed small letters are made capital). */
export const billPrefixSchema = z
  .string({ error: () => m.billPrefixInvalid() })
  .trim()
  .max(BILL_PREFIX_MAX, { error: () => m.billPrefixInvalid() })
  .transform((text) => text.toUpperCase())
  .refine((text) => /^[A-Z0-9]{1,3}$/.test(text), { error: () => m.billPrefixInvalid() });

/** The kitchen's address as printed on bills: one line of at most KITCHEN_ADDRESS_MAX characters, or ''. */
export const kitchenAddressSchema = z
  .string({ error: () => m.kitchenAddressInvalid() })
  .trim()
  .max(KITCHEN_ADDRESS_MAX, { error: () => m.kitchenAddressInvalid() })
  .refine((text) => !/[\r\n]/.test(text), { error: () => m.kitchenAddressInvalid() });

/**
 * What a kitchen's bills are (D107): a tax invoice only under a regular registration with a GSTIN; a bill
 * of supply otherwise (not registered, or composition, whose bill carries the legend).
 */
export function billTypeOf(settings: { gst_scheme: GstScheme; gstin: string }): BillType {
  return settings.gst_scheme === 'regular' && settings.gstin !== '' ? 'tax_invoice' : 'bill_of_supply';
}

/**
 * The financial year (April to March) of a kitchen date 'yyyy-mm-dd', as '2026-27'. The caller gives the
 * date in the kitchen's time zone (financialYearAt).
 */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The financial year an instant falls in, on the kitchen's calendar. */
export function financialYearAt(instant: Date, timeZone: string): string {
  return financialYearOf(localDateAt(instant, timeZone));
}

/**
 * A bill's or credit note's number (D107): `RS/26-27/000123` for a bill, `RS/26-27/C00001` for a credit
 * note: prefix, the financial year's short form, the serial (from 1 each year, zero-padded; a longer
 * serial keeps its digits). At most 16 characters with a 3-character prefix up to serial 999,999, as GST's
 * rule 46 asks of an invoice number (letters, digits, '-' and '/').
 */
export function billNumberText(kind: BillKind, prefix: string, financialYear: string, serial: number): string {
  const year = `${financialYear.slice(2, 4)}-${financialYear.slice(5, 7)}`;
  const number = kind === 'bill' ? String(serial).padStart(6, '0') : `C${String(serial).padStart(5, '0')}`;
  return `${prefix}/${year}/${number}`;
}

/**
 * The tax inside a tax-inclusive total (paise) at `rateBp` basis points: taxable value rounded to the
 * paisa, the tax the rest, split into CGST and SGST (the odd paisa to CGST). All zero at rate 0.
 */
export function taxInside(
  totalPaise: number,
  rateBp: number,
): { taxable_paise: number; cgst_paise: number; sgst_paise: number } {
  if (rateBp === 0) return { taxable_paise: totalPaise, cgst_paise: 0, sgst_paise: 0 };
  const taxable = Math.round((totalPaise * 10_000) / (10_000 + rateBp));
  const tax = totalPaise - taxable;
  const sgst = Math.floor(tax / 2);
  return { taxable_paise: taxable, cgst_paise: tax - sgst, sgst_paise: sgst };
}

/** '2.5%' for 250 basis points. */
export const rateText = (basisPoints: number) => `${basisPoints / 100}%`;

/**
 * Whether an order has its bill (D107): once delivered, or once paid online (billed when paid, and kept
 * with its credit note when cancelled after).
 */
export function orderHasBill(order: { status: string; collected_by: string | null }): boolean {
  return order.status === 'Delivered' || (order.collected_by === 'online' && order.status !== 'Awaiting Payment');
}

/** One line of a bill: what, how many, the unit price and the line's amount, in paise. */
export const billLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  unit_paise: z.number().int(),
  amount_paise: z.number().int(),
});
export type BillLine = z.infer<typeof billLineSchema>;

/**
 * A bill or credit note as stored (its snapshot, never edited) and answered: the kitchen's name, address,
 * FSSAI number and GSTIN as they were when it was made, the customer, the lines, the money in paise
 * (subtotal, discount, platform fee, delivery charge, total, and for a tax invoice the taxable value and
 * the tax in it), how it was paid, and for a credit note the bill it reverses.
 */
export const billSchema = z.object({
  id: z.string(),
  kind: z.enum(BILL_KINDS),
  type: z.enum(BILL_TYPES),
  number: z.string(),
  financial_year: z.string(),
  order_id: z.string(),
  /** The kitchen date it was made on, yyyy-mm-dd, and the instant. */
  day: z.string(),
  issued_at: z.string(),
  kitchen: z.object({
    name: z.string(),
    address: z.string(),
    fssai_licence: z.string(),
    gstin: z.string(),
    gst_scheme: z.enum(GST_SCHEMES),
  }),
  customer: z.object({ name: z.string(), mobile: z.string(), address: z.string() }),
  lines: z.array(billLineSchema),
  subtotal_paise: z.number().int(),
  discount_paise: z.number().int(),
  platform_fee_paise: z.number().int(),
  delivery_charge_paise: z.number().int(),
  total_paise: z.number().int(),
  tax_rate_bp: z.number().int(),
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  payment_method: z.enum(BILL_PAYMENT_METHODS),
  /** A credit note's bill: its number and day; null for a bill. */
  against: z.object({ id: z.string(), number: z.string(), day: z.string() }).nullable(),
});
export type Bill = z.infer<typeof billSchema>;

/** `GET /order/:id/bill` answers the order's bill and, when it was cancelled after, its credit note. */
export const orderBillDataSchema = z.object({ bill: billSchema, credit_note: billSchema.nullable() });
export type OrderBillData = z.infer<typeof orderBillDataSchema>;

/** Bills a page of the seller's list holds unless the caller asks for another number (up to the lists' maximum). */
export const BILLS_PAGE_SIZE = 50;

/**
 * `GET /bills` (seller): one month's bills and credit notes (`month` yyyy-mm, the kitchen's calendar; the
 * current month when left out), newest first, paged as the order lists are (`limit`, `cursor`: the
 * `nextCursor` of the page before). A month not of that form is refused with m.billsMonthInvalid().
 */
export const billsQuerySchema = z.strictObject({
  month: z
    .string({ error: () => m.billsMonthInvalid() })
    .max(7, { error: () => m.billsMonthInvalid() })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: () => m.billsMonthInvalid() })
    .optional(),
  limit: pageSizeSchema.default(BILLS_PAGE_SIZE),
  cursor: orderCursorSchema.optional(),
});
/** What the web app may send to `GET /bills`. */
export type BillsQuery = { month?: string; limit?: number; cursor?: string };

/** One page of the month's bills and credit notes, newest first; `nextCursor` for the page after, or null. */
export const billsListDataSchema = z.object({
  month: z.string(),
  bills: z.array(billSchema),
  nextCursor: z.string().nullable(),
});
export type BillsListData = z.infer<typeof billsListDataSchema>;
