import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { couponsKeys } from '../../../api/query-keys.ts';

/** `GET /coupon` (spec 7, bearer): the caller's coupons, newest first. */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const answer = await callApi('GET /coupon', { signal });
  return answer.data.coupons;
}

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponsKeys.all, queryFn: ({ signal }) => getCoupons(signal) });

/** The caller's coupons; only fetched while logged in. */
export function useCoupons(enabled: boolean) {
  return useQuery({ ...couponsQueryOptions(), enabled });
}
