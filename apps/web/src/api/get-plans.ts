import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@rasoi/domain/plans';
import { callApi } from './client.ts';
import { plansKeys } from './query-keys.ts';

/**
 * `GET /plans` (issue 26, docs/decisions/0089; public): the kitchen's active tiffin plans by name, prices
 * in paise, each with `next_start`, the earliest day a subscription made now could begin.
 */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const answer = await callApi('GET /plans', { signal });
  return answer.data.plans;
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: plansKeys.all, queryFn: ({ signal }) => getPlans(signal) });

/**
 * The active plans. Shared (D83): the home page's and the full menu's entry asks whether there are any,
 * and the tiffin pages list them and subscribe to one.
 */
export function usePlans() {
  return useQuery(plansQueryOptions());
}
