import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotPlanData } from '@rasoi/domain/seller';
import type { SlotPlanBody } from '@rasoi/domain/slots';
import { callApi } from '../../../api/client.ts';
import { slotsKeys } from '../../../api/query-keys.ts';

/**
 * `POST /slot-plan` (issue 14, D47; seller): replaces the whole weekly plan; answers the stored plan.
 * Throws ApiError with the server's sentence when it refuses (overlaps, a cut-off after the window...).
 */
export async function saveSlotPlan(body: SlotPlanBody): Promise<SlotPlanData['slots']> {
  const answer = await callApi('POST /slot-plan', { body });
  return answer.data.slots;
}

/**
 * Saves the plan: the answer becomes the plan query, and every day's slots refetch, since the server
 * remakes the days no order names from the new plan. A refusal toasts the server's message (the app's
 * default for mutations); the page also shows it under the form.
 */
export function useSaveSlotPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlotPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(slotsKeys.plan(), plan);
      void queryClient.invalidateQueries({ queryKey: slotsKeys.days() });
    },
  });
}
