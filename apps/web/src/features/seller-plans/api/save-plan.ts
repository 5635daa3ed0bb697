import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanBody, Plan, UpdatePlanBody } from '@rasoi/domain/plans';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/** A new plan (`planId` null) or the changed fields of a stored one, as the Plan form sends them. */
export type SavePlanInput = { planId: null; body: CreatePlanBody } | { planId: string; body: UpdatePlanBody };

/**
 * `POST /plans` for a new plan, `PATCH /plans/{id}` with only the changed fields for a stored one (issue 26,
 * D89; seller), prices in paise. Answers the stored plan. Throws ApiError with the server's sentence when it
 * refuses: a name another active plan has (409), a retired plan's slot, thali, days or cut-off (409), a day
 * the slot does not run or a cut-off after the slot's own (400).
 */
export async function savePlan(input: SavePlanInput): Promise<Plan> {
  const answer =
    input.planId === null
      ? await callApi('POST /plans', { body: input.body })
      : await callApi('PATCH /plans/:id', { params: { id: input.planId }, body: input.body });
  return answer.data.plan;
}

/** Saves a plan, then refreshes the plans (the list is by name) and the subscribers (plan names). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.plans() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.subscribers() }),
      ]),
  });
}
