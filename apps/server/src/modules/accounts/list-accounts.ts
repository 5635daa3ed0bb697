import type { AccountsListData } from '@rasoi/domain/ledger';
import type { AppContext } from '../../app-context.ts';
import { listAccountRows } from './account-queries.ts';
import { accountAnswer } from './entry-answer.ts';

/**
 * The seller's list of household accounts (issue 26, D88), most owed first: each with its mobile,
 * the households subscribed to a plan without an account yet among them at ₹0 (D92: the first payment is
 * recorded from this list),
 * balance, terms and `owing_since`, the kitchen day its balance last went below zero. `only: 'dues'`
 * is the dues list: only the households that owe. Not paged: a home kitchen keeps some hundreds at most.
 */
export async function listAccounts(ctx: Pick<AppContext, 'db'>, only: 'all' | 'dues'): Promise<AccountsListData> {
  const rows = await listAccountRows(ctx.db, only === 'dues');
  return { accounts: rows.map((row) => ({ ...accountAnswer(row.user_id, row.account), mobile: row.mobile })) };
}
