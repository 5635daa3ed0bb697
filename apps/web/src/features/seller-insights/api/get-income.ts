import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IncomeData } from '@rasoi/domain/seller';
import type { TimeFrame } from '@rasoi/domain/time-frame';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** What the Income page shows: one of the dashboard's time frames, or one kitchen date 'yyyy-mm-dd'. */
export type IncomeScope = { frame: TimeFrame } | { date: string };

/**
 * `GET /income?timeFrame=|date=` (seller; issue 15, D53): cash collected, UPI received, still to collect
 * and cancelled, each a count, whole rupees and the orders behind it.
 */
export async function getIncome(scope: IncomeScope, signal?: AbortSignal): Promise<IncomeData> {
  const query = 'frame' in scope ? { timeFrame: scope.frame } : { date: scope.date };
  const answer = await callApi('GET /income', { query, signal });
  return answer.data;
}

/** The chosen scope's figures; the previous scope's stay on screen while the next loads. */
export function useIncome(scope: IncomeScope, enabled: boolean) {
  const key = 'frame' in scope ? `frame:${scope.frame}` : `date:${scope.date}`;
  return useQuery({
    queryKey: sellerKeys.incomeFor(key),
    queryFn: ({ signal }) => getIncome(scope, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
