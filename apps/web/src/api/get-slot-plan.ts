import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotPlanData } from '@rasoi/domain/seller';
import { callApi } from './client.ts';
import { slotsKeys } from './query-keys.ts';

/** `GET /slot-plan` (issue 14, D47; seller): the kitchen's weekly plan of meal slots, 'HH:MM' times, plates. */
export async function getSlotPlan(signal?: AbortSignal): Promise<SlotPlanData['slots']> {
  const answer = await callApi('GET /slot-plan', { signal });
  return answer.data.slots;
}

export const slotPlanQueryOptions = () =>
  queryOptions({ queryKey: slotsKeys.plan(), queryFn: ({ signal }) => getSlotPlan(signal) });

/** The stored weekly plan, for the plan editor. */
export function useSlotPlan() {
  return useQuery(slotPlanQueryOptions());
}
