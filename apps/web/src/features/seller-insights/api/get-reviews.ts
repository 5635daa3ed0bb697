import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SellerReviewsData } from '@rasoi/domain/ratings';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** `GET /ratings` (seller; issue 15, D56): one page of reviews, newest first, and the next page's cursor. */
export async function getReviews(cursor: string | null, signal?: AbortSignal): Promise<SellerReviewsData> {
  const answer = await callApi('GET /ratings', { ...(cursor ? { query: { cursor } } : {}), signal });
  return answer.data;
}

/** The seller's reviews, a page at a time (the server's page size), fetched fresh on every visit. */
export function useReviews(enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: sellerKeys.reviews(),
      queryFn: ({ pageParam, signal }) => getReviews(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      staleTime: 0,
      enabled,
    }),
  );
}
