import type { z } from 'zod';
import { paiseText, type AccountSummary, type updateAccountTermsBodySchema } from '@rasoi/domain/ledger';
import type { AppContext } from '../../app-context.ts';
import { toFlag } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAccount, openAccount, setTerms } from './account-queries.ts';
import { accountAnswer } from './entry-answer.ts';

/**
 * The seller sets a household's terms (issue 26, docs/decisions/0088): the credit limit in paise and
 * whether it may pay monthly on account, opening its account at zero when it has none. A limit below
 * what the household owes now is refused (AppError 409 m.accountLimitBelowDues(), nothing changed):
 * the seller sets the limit to the dues to stop further credit. Decided by the UPDATE's condition, so a
 * charge racing the change cannot land under the new limit. 404 m.accountNotFound() for no such user.
 */
export async function updateAccountTerms(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  userId: string;
  terms: z.output<typeof updateAccountTermsBodySchema>;
}): Promise<AccountSummary> {
  const { ctx, userId, terms } = options;
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await openAccount(trx, userId, now);
    const row = await setTerms(trx, {
      userId,
      now,
      ...(terms.credit_limit_paise === undefined ? {} : { creditLimitPaise: terms.credit_limit_paise }),
      ...(terms.on_account_allowed === undefined ? {} : { onAccountAllowed: toFlag(terms.on_account_allowed) }),
    });
    if (row) return accountAnswer(userId, row);
    const account = await findAccount(trx, userId);
    if (!account) throw new AppError('NOT_FOUND', 'accountNotFound');
    throw new AppError('CONFLICT', 'accountLimitBelowDues', { dues: paiseText(-account.balance_paise) });
  });
}
