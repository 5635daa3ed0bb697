import { z } from 'zod';
import { UPI_MAX_PER_PAYMENT } from './constants.ts';
import { topUpAmount } from './i18n/messages/topupamount2.js';
import { paiseText } from './ledger.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { topUpAmount };

/**
 * A UPI payment Rasoi asks for (issue 27, docs/decisions/0098): the exact amount to pay, in paise, which is
 * the bill less 0 to 99 paise so that no other open request asks the same; a credit of exactly that amount
 * in the kitchen's bank SMS marks it paid. `status` open, then paid, expired or cancelled; `expires_at`
 * the end of its life (ISO 8601).
 */
export const upiRequestSchema = z.object({
  _id: z.string(),
  /** What is owed, in paise. */
  bill_paise: z.number().int(),
  /** What to pay, in paise: the bill less `bill_paise - amount_paise` paise the kitchen lets go. */
  amount_paise: z.number().int(),
  status: z.enum(['open', 'paid', 'expired', 'cancelled']),
  expires_at: z.string(),
});
export type UpiRequest = z.infer<typeof upiRequestSchema>;

/** The answer's data: the request. */
export const upiRequestDataSchema = z.object({ upi_request: upiRequestSchema });

/** The least a household adds to its account in one top-up, in paise: ₹1. */
export const TOPUP_MIN_PAISE = 100;
/**
 * The most a household adds in one top-up, in paise: what one UPI payment carries (UPI_MAX_PER_PAYMENT,
 * ₹1,00,000, D80), which is also the most one ledger entry moves (LEDGER_AMOUNT_MAX_PAISE, D88). The account
 * may hold at most ACCOUNT_BALANCE_MAX_PAISE besides: the server refuses a top-up that would go beyond.
 */
export const TOPUP_MAX_PAISE = UPI_MAX_PER_PAYMENT * 100;

const topUpAmountError = () => m.topUpAmount({ min: paiseText(TOPUP_MIN_PAISE), max: paiseText(TOPUP_MAX_PAISE) });

/**
 * `POST /account/topup` (customer, issue 27, docs/decisions/0099): the amount to add, in whole paise,
 * TOPUP_MIN_PAISE to TOPUP_MAX_PAISE. The server asks it less 0-99 paise, as for an order (D98).
 */
export const requestTopUpBodySchema = z.strictObject({
  amount_paise: z
    .number({ error: topUpAmountError })
    .int({ error: topUpAmountError })
    .min(TOPUP_MIN_PAISE, { error: topUpAmountError })
    .max(TOPUP_MAX_PAISE, { error: topUpAmountError }),
});
export type RequestTopUpBody = z.input<typeof requestTopUpBodySchema>;
