import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@rasoi/domain/plans';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `POST /plans/{id}/retire` (issue 26, D89; seller): the plan takes no new subscribers and leaves the public
 * list; its households keep their meals. A repeat keeps the first time. Answers the plan.
 */
export async function retirePlan(planId: string): Promise<Plan> {
  const answer = await callApi('POST /plans/:id/retire', { params: { id: planId }, body: {} });
  return answer.data.plan;
}

/** Retires a plan: the answer takes its place in the list at once, then the plans refetch. */
export function useRetirePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retirePlan,
    onSuccess: (plan) => {
      queryClient.setQueryData<Plan[]>(sellerKeys.plans(), (plans) =>
        plans?.map((each) => (each._id === plan._id ? plan : each)),
      );
      return queryClient.invalidateQueries({ queryKey: sellerKeys.plans() });
    },
  });
}
