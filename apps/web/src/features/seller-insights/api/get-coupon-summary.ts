import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponSummaryData } from '@rasoi/domain/coupon';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** `GET /coupon/summary` (issue 4): coupons issued, scratched, used, active, and the discount given in rupees; seller only. */
export async function getCouponSummary(signal?: AbortSignal): Promise<CouponSummaryData> {
  const answer = await callApi('GET /coupon/summary', { signal });
  return answer.data;
}

export const couponSummaryQueryOptions = queryOptions({
  queryKey: sellerKeys.couponSummary(),
  queryFn: ({ signal }) => getCouponSummary(signal),
  staleTime: 30_000,
});

/** The seller's coupon figures. */
export function useCouponSummary(enabled: boolean) {
  return useQuery({ ...couponSummaryQueryOptions, enabled });
}
