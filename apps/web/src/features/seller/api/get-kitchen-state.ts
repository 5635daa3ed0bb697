import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';

/**
 * The kitchen flag's query key. The same key the customer app reads, on purpose: it is one value on
 * the server (DECISIONS.md 4), so both areas share one cache entry.
 */
export const kitchenStateKey = ['kitchen'] as const;

/** `GET /kitchen` (DECISIONS.md 4): whether the kitchen is open; anyone may read it. */
export async function getKitchenState(signal?: AbortSignal): Promise<KitchenData> {
  const answer = await callApi('GET /kitchen', { signal });
  return answer.data;
}

export const kitchenStateQueryOptions = () =>
  queryOptions({ queryKey: kitchenStateKey, queryFn: ({ signal }) => getKitchenState(signal) });

/** The open/closed flag for the seller's switch. */
export function useKitchenState() {
  return useQuery(kitchenStateQueryOptions());
}
