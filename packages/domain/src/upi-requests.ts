import { z } from 'zod';

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
