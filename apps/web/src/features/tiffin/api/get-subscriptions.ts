import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@rasoi/domain/subscriptions';
import { callApi } from '../../../api/client.ts';
import { subscriptionsKeys } from '../../../api/query-keys.ts';

/**
 * `GET /subscriptions` (issue 26, docs/decisions/0091): the caller's subscriptions, newest first, each with
 * its state, pause and coming meals for 14 days (date, state, tiffins, `changeable_until`, `changeable`).
 */
export async function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  const answer = await callApi('GET /subscriptions', { signal });
  return answer.data.subscriptions;
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: subscriptionsKeys.all, queryFn: ({ signal }) => getSubscriptions(signal) });

/** The caller's subscriptions; only fetched while logged in. */
export function useSubscriptions(enabled: boolean) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled });
}
