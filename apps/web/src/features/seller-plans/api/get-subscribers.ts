import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@rasoi/domain/subscriptions';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `GET /subscribers` (issue 26, D91; seller): every subscription of the kitchen, active first, then paused,
 * then ended, each with its household's mobile, address, diet notes and account balance in paise.
 */
export async function getSubscribers(signal?: AbortSignal): Promise<Subscriber[]> {
  const answer = await callApi('GET /subscribers', { signal });
  return answer.data.subscribers;
}

export const subscribersQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.subscribers(), queryFn: ({ signal }) => getSubscribers(signal) });

/** The kitchen's subscribers. */
export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
