import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { kitchenKeys } from '../../../api/query-keys.ts';

/** `GET /kitchen` (docs/decisions.md P4): whether the kitchen is open; anyone may read it. */
export async function getKitchenState(signal?: AbortSignal): Promise<KitchenData> {
  const answer = await callApi('GET /kitchen', { signal });
  return answer.data;
}

export const kitchenStateQueryOptions = () =>
  queryOptions({
    // The key the customer app reads, on purpose: one value on the server (docs/decisions.md P4), one cache entry.
    queryKey: kitchenKeys.all,
    queryFn: ({ signal }) => getKitchenState(signal),
  });

/** The open/closed flag for the seller's switch. */
export function useKitchenState() {
  return useQuery(kitchenStateQueryOptions());
}
