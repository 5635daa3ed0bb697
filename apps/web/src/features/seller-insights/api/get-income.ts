import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { IncomeFigureName } from '@rasoi/domain/constants';
import type { IncomeData, IncomeOrdersData } from '@rasoi/domain/seller';
import type { TimeFrame } from '@rasoi/domain/time-frame';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** What the Income page shows: one of the dashboard's time frames, or one kitchen date 'yyyy-mm-dd'. */
export type IncomeScope = { frame: TimeFrame } | { date: string };

const scopeQuery = (scope: IncomeScope) => ('frame' in scope ? { timeFrame: scope.frame } : { date: scope.date });
const scopeKey = (scope: IncomeScope) => ('frame' in scope ? `frame:${scope.frame}` : `date:${scope.date}`);

/**
 * `GET /income?timeFrame=|date=` (seller; issue 15, D53): cash collected, UPI received, paid online,
 * still to collect, paid from tiffin accounts and cancelled, each a count and whole rupees.
 */
export async function getIncome(scope: IncomeScope, signal?: AbortSignal): Promise<IncomeData> {
  const answer = await callApi('GET /income', { query: scopeQuery(scope), signal });
  return answer.data;
}

/** The chosen scope's figures; the previous scope's stay on screen while the next loads. */
export function useIncome(scope: IncomeScope, enabled: boolean) {
  return useQuery({
    queryKey: sellerKeys.incomeFor(scopeKey(scope)),
    queryFn: ({ signal }) => getIncome(scope, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** `GET /income/orders` (seller; D114): one page of a figure's orders over the scope, and the next page's cursor. */
export async function getIncomeOrders(
  scope: IncomeScope,
  figure: IncomeFigureName,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<IncomeOrdersData> {
  const query = { ...scopeQuery(scope), figure, ...(cursor ? { cursor } : {}) };
  const answer = await callApi('GET /income/orders', { query, signal });
  return answer.data;
}

/** A figure's orders a page at a time (the server's page size), read once the seller opens the figure. */
export function useIncomeOrders(scope: IncomeScope, figure: IncomeFigureName, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: sellerKeys.incomeOrders(scopeKey(scope), figure),
      queryFn: ({ pageParam, signal }) => getIncomeOrders(scope, figure, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      staleTime: 30_000,
      enabled,
    }),
  );
}
