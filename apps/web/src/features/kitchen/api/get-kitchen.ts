import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KitchenData } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { kitchenKeys } from '../../../api/query-keys.ts';

/** `GET /kitchen` (DECISIONS.md 4): whether the kitchen takes orders now. Anyone may read it. */
export async function getKitchen(signal?: AbortSignal): Promise<KitchenData> {
  const answer = await callApi('GET /kitchen', { signal });
  return answer.data;
}

export const kitchenQueryOptions = () =>
  queryOptions({ queryKey: kitchenKeys.all, queryFn: ({ signal }) => getKitchen(signal) });

/**
 * True unless the server says the kitchen is closed: while loading, or when the call fails, the
 * kitchen counts as open (spec 3 'kitchenOpen (default true)'), so a slow call never hides the menu.
 */
export function useKitchenOpen(): boolean {
  const { data } = useQuery(kitchenQueryOptions());
  return data?.is_open ?? true;
}
