import { z } from 'zod';
import { booksLimitInvalid } from './i18n/messages/bookslimitinvalid2.js';
import { exportPeriodInvalid } from './i18n/messages/exportperiodinvalid2.js';
import { settingsPatchEmpty } from './i18n/messages/settingspatchempty2.js';

/** The messages this module uses, each imported on its own (D87). */
const m = { booksLimitInvalid, exportPeriodInvalid, settingsPatchEmpty };

/**
 * The kitchen's books (issue 28 part 2, docs/decisions/0108): the limits a growing home kitchen must watch,
 * how near it is to each, and the accountant's export of the bills. Money in paise.
 */

/**
 * The limits, each a setting whose default is today's value (sources in D108):
 * - `fssai_registration`: a yearly turnover up to which FSSAI basic registration suffices (₹12 lakh);
 * - `gst_registration`: the yearly turnover from which a supplier of services must register for GST
 *   (₹20 lakh; ₹10 lakh in the special category states);
 * - `composition`: the yearly turnover up to which a restaurant service may stay in the composition scheme
 *   (₹1.5 crore; ₹75 lakh in the special category states);
 * - `upi_personal_month`: UPI received in a month on a personal UPI id beyond which the kitchen should take
 *   payments on a merchant one (no rule fixes it: a level the kitchen chooses, ₹1 lakh by default).
 */
export const BOOKS_LIMITS = ['fssai_registration', 'gst_registration', 'composition', 'upi_personal_month'] as const;
export type BooksLimit = (typeof BOOKS_LIMITS)[number];

/** ₹1 lakh in paise. */
const LAKH_PAISE = 100_000 * 100;

/** Today's values (D108). */
export const DEFAULT_BOOKS_LIMITS: Record<BooksLimit, number> = {
  fssai_registration: 12 * LAKH_PAISE,
  gst_registration: 20 * LAKH_PAISE,
  composition: 150 * LAKH_PAISE,
  upi_personal_month: 1 * LAKH_PAISE,
};

/** The seller is warned from this share of a limit on (80%: months ahead of it at a steady pace). */
export const BOOKS_WARN_PERCENT = 80;

/** Largest limit a setting takes: ₹100 crore, in paise. */
export const BOOKS_LIMIT_MAX_PAISE = 100 * 100 * LAKH_PAISE;

const limitSchema = z
  .number({ error: () => m.booksLimitInvalid() })
  .int({ error: () => m.booksLimitInvalid() })
  .min(100, { error: () => m.booksLimitInvalid() })
  .max(BOOKS_LIMIT_MAX_PAISE, { error: () => m.booksLimitInvalid() });

/** `PATCH /books/settings` (seller): any of the limits in paise, at least one. */
export const booksSettingsPatchSchema = z
  .strictObject({
    fssai_registration: limitSchema.optional(),
    gst_registration: limitSchema.optional(),
    composition: limitSchema.optional(),
    upi_personal_month: limitSchema.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    error: () => m.settingsPatchEmpty(),
  });
export type BooksSettingsPatch = z.input<typeof booksSettingsPatchSchema>;

/** Where a figure stands against its limit: below the warning, near it (from BOOKS_WARN_PERCENT), or over. */
export type BooksLevel = 'ok' | 'near' | 'over';

/** The level of `value` against `limit` (both paise). */
export function booksLevel(value: number, limit: number): BooksLevel {
  if (value >= limit) return 'over';
  return value * 100 >= limit * BOOKS_WARN_PERCENT ? 'near' : 'ok';
}

/** One limit as `GET /books` answers it: the figure it is measured on, the limit, the whole percent, the level. */
export const booksThresholdSchema = z.object({
  name: z.enum(BOOKS_LIMITS),
  limit_paise: z.number().int(),
  value_paise: z.number().int(),
  percent: z.number().int(),
  level: z.enum(['ok', 'near', 'over']),
});
export type BooksThreshold = z.infer<typeof booksThresholdSchema>;

/**
 * `GET /books` (seller): the financial year's turnover (its bills less its credit notes, paise), this
 * month's UPI on bills, and each limit with its level.
 */
export const booksDataSchema = z.object({
  financial_year: z.string(),
  turnover_paise: z.number().int(),
  month: z.string(),
  upi_month_paise: z.number().int(),
  thresholds: z.array(booksThresholdSchema),
});
export type BooksData = z.infer<typeof booksDataSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** True when `text` is a financial year as '2026-27' (the second part the year after the first). */
function isFinancialYear(text: string): boolean {
  const found = FINANCIAL_YEAR.exec(text);
  return found !== null && (Number(found[1]) + 1) % 100 === Number(found[2]);
}

/**
 * `GET /bills/export.csv` (seller): one month (`month` yyyy-mm) or one financial year (`year` '2026-27'),
 * exactly one, each bounded before it is matched; else m.exportPeriodInvalid().
 */
export const exportBillsQuerySchema = z
  .strictObject({
    month: z
      .string({ error: () => m.exportPeriodInvalid() })
      .max(7, { error: () => m.exportPeriodInvalid() })
      .regex(MONTH, { error: () => m.exportPeriodInvalid() })
      .optional(),
    year: z
      .string({ error: () => m.exportPeriodInvalid() })
      .max(7, { error: () => m.exportPeriodInvalid() })
      .refine(isFinancialYear, { error: () => m.exportPeriodInvalid() })
      .optional(),
  })
  .refine((query) => (query.month === undefined) !== (query.year === undefined), {
    error: () => m.exportPeriodInvalid(),
  });
export type ExportBillsQuery = { month?: string; year?: string };

/** The first and last kitchen days of an export's period (yyyy-mm-dd). */
export function exportSpan(query: { month?: string | undefined; year?: string | undefined }): {
  from: string;
  to: string;
} {
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    return { from: `${query.month}-01`, to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
  }
  const start = Number(query.year!.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}
