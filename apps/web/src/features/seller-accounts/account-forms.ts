import { z } from 'zod';
import { m } from '@rasoi/domain/i18n/messages';
import {
  recordAccountEntryBodySchema,
  updateAccountTermsBodySchema,
  type RecordAccountEntryBody,
  type UpdateAccountTermsBody,
} from '@rasoi/domain/ledger';
import { paiseToRupeesInput, rupeesToPaise } from '../../lib/rupees-paise.ts';

/**
 * The household account's forms (issue 26, D88): amounts typed in rupees ('250.50') and sent in paise, then
 * checked by the server's own schemas, each message under the box it is about (`amount_paise` under the
 * amount, `note` under the note).
 */

/** Puts the server schema's issues under the form's boxes: `boxes` maps a body field to its box. */
function reportIssues(
  issues: readonly z.core.$ZodIssue[],
  boxes: Readonly<Record<string, string>>,
  context: z.core.$RefinementCtx,
) {
  const seen = new Set<string>();
  for (const issue of issues) {
    const box = boxes[String(issue.path[0])] ?? 'root';
    if (seen.has(box)) continue;
    seen.add(box);
    context.addIssue({ code: 'custom', message: issue.message, path: [box] });
  }
}

/** A rupee amount above zero, in paise; a box that holds none says so. */
function positivePaise(text: string, context: z.core.$RefinementCtx): number | null {
  const paise = rupeesToPaise(text);
  if (paise === null || paise === 0) {
    context.addIssue({ code: 'custom', message: m.sellerAccountAmountRupees(), path: ['amount'] });
    return null;
  }
  return paise;
}

/** 'Record payment': amount in rupees, cash or UPI, an optional note. */
export const paymentFormSchema = z
  .object({ amount: z.string(), method: z.enum(['cash', 'upi']), note: z.string() })
  .transform((form, context): RecordAccountEntryBody => {
    const paise = positivePaise(form.amount, context);
    if (paise === null) return z.NEVER;
    const body = { kind: 'payment' as const, method: form.method, amount_paise: paise, note: form.note };
    const result = recordAccountEntryBodySchema.safeParse(body);
    if (result.success) return body;
    reportIssues(result.error.issues, { amount_paise: 'amount', note: 'note' }, context);
    return z.NEVER;
  });
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

/** 'Adjust': adds to the balance or takes off it, an amount in rupees, a note saying why (needed). */
export const adjustmentFormSchema = z
  .object({ direction: z.enum(['add', 'take']), amount: z.string(), note: z.string() })
  .transform((form, context): RecordAccountEntryBody => {
    const paise = positivePaise(form.amount, context);
    const body = {
      kind: 'adjustment' as const,
      amount_paise: form.direction === 'add' ? (paise ?? 1) : -(paise ?? 1),
      note: form.note,
    };
    const result = recordAccountEntryBodySchema.safeParse(body);
    if (!result.success) reportIssues(result.error.issues, { amount_paise: 'amount', note: 'note' }, context);
    return result.success && paise !== null ? body : z.NEVER;
  });
export type AdjustmentFormValues = z.input<typeof adjustmentFormSchema>;

/** 'Terms': the credit limit in rupees (0 or more) and 'may pay monthly on account'. */
export const termsFormSchema = z
  .object({ credit_limit: z.string(), on_account_allowed: z.boolean() })
  .transform((form, context): UpdateAccountTermsBody => {
    const paise = rupeesToPaise(form.credit_limit);
    if (paise === null) {
      context.addIssue({ code: 'custom', message: m.sellerAccountLimitRupees(), path: ['credit_limit'] });
      return z.NEVER;
    }
    const body = { credit_limit_paise: paise, on_account_allowed: form.on_account_allowed };
    const result = updateAccountTermsBodySchema.safeParse(body);
    if (result.success) return body;
    reportIssues(result.error.issues, { credit_limit_paise: 'credit_limit' }, context);
    return z.NEVER;
  });
export type TermsFormValues = z.input<typeof termsFormSchema>;

/** The terms form filled from the account. */
export function termsFormValues(account: { credit_limit_paise: number; on_account_allowed: boolean }): TermsFormValues {
  return {
    credit_limit: paiseToRupeesInput(account.credit_limit_paise),
    on_account_allowed: account.on_account_allowed,
  };
}
