import { z } from 'zod';
import { idSchema } from './api.ts';

/**
 * 'Payments to match' (issue 27, docs/decisions/0098): the credits the kitchen's bank SMS reported that
 * paid no UPI request by their amount, and the SMS that looked like a credit but could not be read, for the
 * seller to assign to an order or a household's top-up in one tap, or to mark as not hers.
 */

/** One payment to match: a credit (amount, RRN, payer where the bank gave one) or an unread SMS (its text). */
export const unmatchedPaymentSchema = z.object({
  _id: z.string(),
  /** When the bank's SMS reached the kitchen's phone (ISO 8601). */
  received_at: z.string(),
  sender: z.string(),
  kind: z.enum(['credit', 'unreadable']),
  amount_paise: z.number().int().nullable(),
  rrn: z.string().nullable(),
  payer: z.string().nullable(),
  /** The SMS as received, for an unread one (empty for a credit: its figures say it). */
  text: z.string(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;

/** An order waiting for its UPI payment: its id, the amount asked and the bill, in paise, since when. */
export const awaitedUpiPaymentSchema = z.object({
  order_id: z.string(),
  amount_paise: z.number().int(),
  bill_paise: z.number().int(),
  opened_at: z.string(),
});
export type AwaitedUpiPayment = z.infer<typeof awaitedUpiPaymentSchema>;

/**
 * A household's top-up awaiting its payment (issue 27, docs/decisions/0099): the request's id, the household
 * (user id and mobile number), the amount it chose (`bill_paise`) and the exact amount asked, when it was
 * asked and until when (ISO 8601; a request past its life is still listed, for a payment that came late).
 */
export const awaitedTopUpSchema = z.object({
  request_id: z.string(),
  user_id: z.string(),
  mobile: z.string(),
  amount_paise: z.number().int(),
  bill_paise: z.number().int(),
  opened_at: z.string(),
  expires_at: z.string(),
});
export type AwaitedTopUp = z.infer<typeof awaitedTopUpSchema>;

/**
 * `GET /payments/unmatched`: the newest payments to match, the orders awaiting a UPI payment and the
 * households' top-ups awaiting theirs.
 */
export const paymentsToMatchDataSchema = z.object({
  payments: z.array(unmatchedPaymentSchema),
  awaited: z.array(awaitedUpiPaymentSchema),
  awaited_topups: z.array(awaitedTopUpSchema),
});
export type PaymentsToMatchData = z.infer<typeof paymentsToMatchDataSchema>;

/** How many of each `GET /payments/unmatched` answers, newest first. */
export const PAYMENTS_TO_MATCH_MAX = 100;

/**
 * How far back 'Payments to match' lists unpaid top-ups, in ms (D99): a day, so a payment of a top-up that
 * came after its 30 minutes, or of the rounded amount, can still be assigned to it the next morning.
 */
export const AWAITED_TOPUP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** `POST /payments/unmatched/{id}/match` (seller): the order the payment paid. */
export const matchPaymentBodySchema = z.strictObject({ order_id: idSchema });

/** `POST /payments/unmatched/{id}/topup` (seller): the household's top-up request the payment paid (D99). */
export const matchPaymentToTopUpBodySchema = z.strictObject({ request_id: idSchema });
