import { z } from 'zod';
import { accountAdjustmentAmount } from './i18n/messages/accountadjustmentamount2.js';
import { accountAmount } from './i18n/messages/accountamount1.js';
import { accountCreditLimit } from './i18n/messages/accountcreditlimit2.js';
import { accountKind } from './i18n/messages/accountkind1.js';
import { accountListFilter } from './i18n/messages/accountlistfilter2.js';
import { accountMethod } from './i18n/messages/accountmethod1.js';
import { accountMethodAdjustment } from './i18n/messages/accountmethodadjustment2.js';
import { accountMonth } from './i18n/messages/accountmonth1.js';
import { accountNoteNeeded } from './i18n/messages/accountnoteneeded2.js';
import { accountNoteTooLong } from './i18n/messages/accountnotetoolong3.js';
import { accountOnAccountFlag } from './i18n/messages/accountonaccountflag3.js';
import { accountTermsEmpty } from './i18n/messages/accounttermsempty2.js';
import { orderCursorSchema, pageSizeSchema } from './order-cursor.ts';
import { paiseText } from './indian-digits.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  accountAdjustmentAmount,
  accountAmount,
  accountCreditLimit,
  accountKind,
  accountListFilter,
  accountMethod,
  accountMethodAdjustment,
  accountMonth,
  accountNoteNeeded,
  accountNoteTooLong,
  accountOnAccountFlag,
  accountTermsEmpty,
};

/**
 * The household account, a ledger (issue 26, docs/decisions/0088): every amount in integer paise; the
 * balance is the sum of the account's entries and never goes below minus its credit limit. The rules
 * both sides read (bounds, kinds, signs), the request schemas and the answers' shapes live here.
 */

/** What an entry records: money received, a meal charged, a meal's charge given back, a correction. */
export const LEDGER_KINDS = ['payment', 'meal', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** How a payment came: cash in hand or UPI. */
export const LEDGER_PAYMENT_METHODS = ['cash', 'upi'] as const;
export type LedgerPaymentMethod = (typeof LEDGER_PAYMENT_METHODS)[number];
/** Who posted an entry: the seller by hand, or the server (a meal charged at its cut-off, a refund). */
export type LedgerRecorder = 'seller' | 'system';

/** The largest amount one entry moves, either way: ₹1,00,000. */
export const LEDGER_AMOUNT_MAX_PAISE = 10_000_000;
/** The largest credit limit the seller may give: ₹1,00,000 (the migration's CHECK says the same). */
export const CREDIT_LIMIT_MAX_PAISE = 10_000_000;
/** The most an account may hold: ₹10,00,000 (the migration's CHECK; far inside a 32-bit integer). */
export const ACCOUNT_BALANCE_MAX_PAISE = 100_000_000;
/** The longest note an entry carries, in characters (the migration's CHECK). */
export const LEDGER_NOTE_MAX = 200;
/** Entries on one page of the account, newest first. */
export const LEDGER_PAGE_SIZE = 30;

/** True when an amount has the sign its kind needs: a meal takes, a payment or refund gives, never zero. */
export function signFitsKind(kind: LedgerKind, amountPaise: number): boolean {
  if (kind === 'meal') return amountPaise < 0;
  if (kind === 'adjustment') return amountPaise !== 0;
  return amountPaise > 0;
}

export { paiseText };

const maxText = () => paiseText(LEDGER_AMOUNT_MAX_PAISE);
const wholePaise = (message: () => string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(-LEDGER_AMOUNT_MAX_PAISE, { error: message })
    .max(LEDGER_AMOUNT_MAX_PAISE, { error: message });

/**
 * `POST /accounts/{id}/entries` (seller): a payment (`method` cash or upi, `amount_paise` 1 to
 * LEDGER_AMOUNT_MAX_PAISE, an optional note) or an adjustment (`amount_paise` either sign, not zero, at
 * most LEDGER_AMOUNT_MAX_PAISE either way, a note saying why). The note is trimmed, at most
 * LEDGER_NOTE_MAX characters. Each wrong field is refused with its own message.
 */
export const recordAccountEntryBodySchema = z
  .strictObject({
    kind: z.enum(['payment', 'adjustment'], { error: () => m.accountKind() }),
    method: z.enum(LEDGER_PAYMENT_METHODS, { error: () => m.accountMethod() }).optional(),
    amount_paise: wholePaise(() => m.accountAmount({ max: maxText() })),
    note: z
      .string({ error: () => m.accountNoteTooLong({ max: LEDGER_NOTE_MAX }) })
      .trim()
      .max(LEDGER_NOTE_MAX, { error: () => m.accountNoteTooLong({ max: LEDGER_NOTE_MAX }) })
      .default(''),
  })
  .superRefine((body, context) => {
    const issue = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (body.kind === 'payment') {
      if (body.amount_paise <= 0) issue(m.accountAmount({ max: maxText() }), 'amount_paise');
      if (!body.method) issue(m.accountMethod(), 'method');
      return;
    }
    if (body.amount_paise === 0) issue(m.accountAdjustmentAmount({ max: maxText() }), 'amount_paise');
    if (body.method) issue(m.accountMethodAdjustment(), 'method');
    if (body.note === '') issue(m.accountNoteNeeded(), 'note');
  });
export type RecordAccountEntryBody = z.input<typeof recordAccountEntryBodySchema>;

/**
 * `PATCH /accounts/{id}` (seller): the account's terms, either or both: `credit_limit_paise` 0 to
 * CREDIT_LIMIT_MAX_PAISE, `on_account_allowed` (the household may pay monthly on account).
 */
export const updateAccountTermsBodySchema = z
  .strictObject({
    credit_limit_paise: z
      .number({ error: () => m.accountCreditLimit({ max: paiseText(CREDIT_LIMIT_MAX_PAISE) }) })
      .int({ error: () => m.accountCreditLimit({ max: paiseText(CREDIT_LIMIT_MAX_PAISE) }) })
      .min(0, { error: () => m.accountCreditLimit({ max: paiseText(CREDIT_LIMIT_MAX_PAISE) }) })
      .max(CREDIT_LIMIT_MAX_PAISE, { error: () => m.accountCreditLimit({ max: paiseText(CREDIT_LIMIT_MAX_PAISE) }) })
      .optional(),
    on_account_allowed: z.boolean({ error: () => m.accountOnAccountFlag() }).optional(),
  })
  .refine((body) => body.credit_limit_paise !== undefined || body.on_account_allowed !== undefined, {
    error: () => m.accountTermsEmpty(),
  });
export type UpdateAccountTermsBody = z.input<typeof updateAccountTermsBodySchema>;

/** `GET /accounts` (seller): every account (`all`, the default) or only those that owe (`dues`). */
export const listAccountsQuerySchema = z.strictObject({
  only: z.enum(['all', 'dues'], { error: () => m.accountListFilter() }).default('all'),
});

/** `GET /account` (customer): one page of the caller's entries, newest first (keyset, D32). */
export const myAccountQuerySchema = z.strictObject({
  limit: pageSizeSchema.default(LEDGER_PAGE_SIZE),
  cursor: orderCursorSchema.optional(),
});

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** `GET /account/statement` (customer): `month` 'yyyy-mm' of the kitchen's calendar, 2000 to 2999. */
export const statementQuerySchema = z.strictObject({
  month: z
    .string({ error: () => m.accountMonth() })
    .regex(MONTH, { error: () => m.accountMonth() })
    .refine((month) => month >= '2000-01' && month <= '2999-12', { error: () => m.accountMonth() }),
});

/** One entry as the API answers it: signed paise, the balance it left, its kitchen day. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  method: z.enum(LEDGER_PAYMENT_METHODS).nullable(),
  amount_paise: z.number().int(),
  balance_after_paise: z.number().int(),
  day: z.string(),
  source_type: z.string().nullable(),
  source_id: z.string().nullable(),
  note: z.string(),
  recorded_by: z.enum(['seller', 'system']),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** An account's standing: balance (below zero is owed), terms, and since when it owes (null when not). */
export const accountSummarySchema = z.object({
  user_id: z.string(),
  balance_paise: z.number().int(),
  credit_limit_paise: z.number().int(),
  on_account_allowed: z.boolean(),
  owing_since: z.string().nullable(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** `POST /accounts/{id}/entries`: the entry (the first one, for a repeated key) and the balance now. */
export const recordedEntryDataSchema = z.object({ entry: ledgerEntrySchema, balance_paise: z.number().int() });

/** `GET /account`: the caller's standing and one page of entries, newest first. */
export const myAccountDataSchema = z.object({
  account: accountSummarySchema,
  entries: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type MyAccountData = z.infer<typeof myAccountDataSchema>;

/** One thali or dish of the order a statement line was for: its name then, Hindi name too (null when none). */
export const statementItemSchema = z.object({
  name: z.string(),
  name_hi: z.string().nullable(),
  quantity: z.number().int(),
});
export type StatementItem = z.infer<typeof statementItemSchema>;

/**
 * What a meal or refund entry was for, read from its order (docs/decisions/0093): the order's kitchen day
 * and slot name (null for an order on demand), its thalis and dishes, and `tiffins`, their quantities added.
 */
export const statementMealSchema = z.object({
  order_id: z.string(),
  day: z.string().nullable(),
  slot_name: z.string().nullable(),
  items: z.array(statementItemSchema),
  tiffins: z.number().int(),
});
export type StatementMeal = z.infer<typeof statementMealSchema>;

/** A statement's line: the entry, and `meal` when its source is an order (else null). */
export const statementEntrySchema = ledgerEntrySchema.extend({ meal: statementMealSchema.nullable() });
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/**
 * `GET /account/statement`: the month's entries in order (by day, then as posted); `opening_paise` the
 * balance of every earlier day, `closing_paise` with the month's entries added, and `dues_carried_paise`
 * what is owed at the close (the negative closing, 0 when none is owed).
 */
export const statementDataSchema = z.object({
  month: z.string(),
  opening_paise: z.number().int(),
  entries: z.array(statementEntrySchema),
  closing_paise: z.number().int(),
  dues_carried_paise: z.number().int(),
});
export type StatementData = z.infer<typeof statementDataSchema>;

/** How long a shared statement link opens the statement without login: 30 days (D93). */
export const STATEMENT_LINK_DAYS = 30;

/** `POST /account/statement/share` (customer): the month 'yyyy-mm' to share, as the statement takes it. */
export const shareStatementBodySchema = z.strictObject({ month: statementQuerySchema.shape.month });

/** `POST /account/statement/share`: the page that shows the statement without login, and until when. */
export const statementLinkDataSchema = z.object({ url: z.string(), expires_at: z.string() });
export type StatementLinkData = z.infer<typeof statementLinkDataSchema>;

/** `GET /statements/{token}`: a shared statement: the kitchen's name, the household, the link's end. */
export const sharedStatementDataSchema = z.object({
  kitchen_name: z.string(),
  household: z.object({ name: z.string().nullable(), mobile: z.string() }),
  expires_at: z.string(),
  statement: statementDataSchema,
});
export type SharedStatementData = z.infer<typeof sharedStatementDataSchema>;

/** The web page a shared statement link opens, no login (the web app's `paths.sharedStatementPattern`). */
export function sharedStatementPath(token: string): string {
  return `/statements/${encodeURIComponent(token)}`;
}

/** `GET /accounts` (seller): accounts, most owed first, each with the household's mobile number. */
export const accountsListDataSchema = z.object({
  accounts: z.array(accountSummarySchema.extend({ mobile: z.string() })),
});
export type AccountsListData = z.infer<typeof accountsListDataSchema>;
