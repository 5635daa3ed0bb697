import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@rasoi/domain/plans';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** `GET /kitchen/plans` (issue 26, D89; seller): every tiffin plan of the kitchen, retired ones too, by name. */
export async function getSellerPlans(signal?: AbortSignal): Promise<Plan[]> {
  const answer = await callApi('GET /kitchen/plans', { signal });
  return answer.data.plans;
}

export const sellerPlansQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.plans(), queryFn: ({ signal }) => getSellerPlans(signal) });

/** The kitchen's plans, for the Plans page and the Subscribers page's plan filter. */
export function useSellerPlans() {
  return useQuery(sellerPlansQueryOptions());
}
