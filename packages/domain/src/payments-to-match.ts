import { z } from 'zod';
import { idSchema } from './api.ts';

/**
 * 'Payments to match' (issue 27, docs/decisions/0098): the credits the kitchen's bank SMS reported that
 * paid no UPI request by their amount, and the SMS that looked like a credit but could not be read, for the
 * seller to assign to an order in one tap or to mark as not hers.
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

/** `GET /payments/unmatched`: the newest payments to match and the orders awaiting a UPI payment. */
export const paymentsToMatchDataSchema = z.object({
  payments: z.array(unmatchedPaymentSchema),
  awaited: z.array(awaitedUpiPaymentSchema),
});
export type PaymentsToMatchData = z.infer<typeof paymentsToMatchDataSchema>;

/** How many of each `GET /payments/unmatched` answers, newest first. */
export const PAYMENTS_TO_MATCH_MAX = 100;

/** `POST /payments/unmatched/{id}/match` (seller): the order the payment paid. */
export const matchPaymentBodySchema = z.strictObject({ order_id: idSchema });
