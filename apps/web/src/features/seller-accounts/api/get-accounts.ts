import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountsListData } from '@rasoi/domain/ledger';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** Which accounts the list holds: every one, or those that owe (`only=dues`). */
export type AccountsShown = 'all' | 'dues';
export type AccountRow = AccountsListData['accounts'][number];

/**
 * `GET /accounts?only=all|dues` (issue 26, D88; seller): the household accounts, most owed first, each with
 * its mobile, balance and credit limit in paise, 'may pay monthly on account' and the day it began to owe.
 */
export async function getAccounts(only: AccountsShown, signal?: AbortSignal): Promise<AccountRow[]> {
  const answer = await callApi('GET /accounts', { query: { only }, signal });
  return answer.data.accounts;
}

export const accountsQueryOptions = (only: AccountsShown) =>
  queryOptions({ queryKey: sellerKeys.accountList(only), queryFn: ({ signal }) => getAccounts(only, signal) });

/** The accounts shown; the last list stays on screen while the other loads. */
export function useAccounts(only: AccountsShown) {
  return useQuery({ ...accountsQueryOptions(only), placeholderData: keepPreviousData });
}
