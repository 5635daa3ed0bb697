import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { addressesKeys } from './query-keys.ts';

/**
 * `GET /address` (spec 7): the logged-in customer's saved addresses. Shared (D83): the address page and
 * the tiffin plan's subscribe form both list them.
 */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await callApi('GET /address', { signal });
  return answer.data.addresses;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressesKeys.all, queryFn: ({ signal }) => getAddresses(signal) });

/** The saved addresses; only fetched while logged in. */
export function useAddresses(enabled: boolean) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}
