import { useMemo } from 'react';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { LedgerEntry, MyAccountData, StatementData } from '@rasoi/domain/ledger';
import { callApi } from '../../../api/client.ts';
import { accountKeys } from '../../../api/query-keys.ts';

/**
 * `GET /account` (issue 26, docs/decisions/0088): the caller's standing (balance and terms in paise) and one
 * page of entries, newest first; `cursor` null asks for the first page (keyset, D32, as the orders).
 */
export async function getMyAccount(cursor: string | null, signal?: AbortSignal): Promise<MyAccountData> {
  const answer = await callApi('GET /account', { ...(cursor ? { query: { cursor } } : {}), signal });
  return answer.data;
}

export const myAccountQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: accountKeys.entries(),
    queryFn: ({ pageParam, signal }) => getMyAccount(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * The caller's account: `account`, the standing as the newest page says it, and `entries`, those of the
 * pages loaded so far, newest first, each once; `fetchNextPage` for older ones. Only fetched while logged in.
 */
export function useMyAccount(enabled: boolean) {
  const query = useInfiniteQuery({ ...myAccountQueryOptions(), enabled });
  const entries = useMemo(() => {
    if (!query.data) return undefined;
    const seen = new Set<string>();
    return query.data.pages.flatMap((page) =>
      page.entries.filter((entry: LedgerEntry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true))),
    );
  }, [query.data]);
  return { ...query, account: query.data?.pages[0]?.account, entries };
}

/** `GET /account/statement?month=yyyy-mm` (D88): opening, the month's entries in order, closing, dues carried. */
export async function getStatement(month: string, signal?: AbortSignal): Promise<StatementData> {
  const answer = await callApi('GET /account/statement', { query: { month }, signal });
  return answer.data;
}

export const statementQueryOptions = (month: string) =>
  queryOptions({ queryKey: accountKeys.statement(month), queryFn: ({ signal }) => getStatement(month, signal) });

/** One month's statement; only fetched while logged in. */
export function useStatement(month: string, enabled: boolean) {
  return useQuery({ ...statementQueryOptions(month), enabled });
}
