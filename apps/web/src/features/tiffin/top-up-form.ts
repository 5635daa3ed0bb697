import { z } from 'zod';
import { requestTopUpBodySchema, type RequestTopUpBody } from '@rasoi/domain/upi-requests';
import { rupeesToPaise } from '../../lib/rupees-paise.ts';

/**
 * 'Add money by UPI' (issue 27, D99): the amount typed in rupees ('500', '1,250.50'), sent in paise and
 * checked by the server's own schema (₹1 to ₹1,00,000), its message under the box.
 */
export const topUpFormSchema = z.object({ amount: z.string() }).transform((form, context): RequestTopUpBody => {
  const body = { amount_paise: rupeesToPaise(form.amount) ?? Number.NaN };
  const result = requestTopUpBodySchema.safeParse(body);
  if (result.success) return result.data;
  context.addIssue({ code: 'custom', message: result.error.issues[0]!.message, path: ['amount'] });
  return z.NEVER;
});
export type TopUpFormValues = z.input<typeof topUpFormSchema>;

/** The amounts offered with one tap, in paise: ₹500, ₹1,000 and ₹2,000. */
export const TOPUP_CHOICES_PAISE = [50_000, 100_000, 200_000] as const;
