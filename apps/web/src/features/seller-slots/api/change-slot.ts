import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Slot, SlotsData } from '@rasoi/domain/api';
import type { SlotPatch } from '@rasoi/domain/slots';
import { callApi } from '../../../api/client.ts';
import { slotsKeys } from '../../../api/query-keys.ts';

export type ChangeSlotInput = { slotId: string; patch: SlotPatch };

/**
 * `PATCH /slots/{id}` (issue 14, D47; seller): one day's slot, its cap in plates and/or open flag; the
 * plan is untouched. A cap below the plates taken keeps the orders and closes the slot. Answers the slot.
 */
export async function changeSlot({ slotId, patch }: ChangeSlotInput): Promise<Slot> {
  const answer = await callApi('PATCH /slots/:id', { params: { id: slotId }, body: patch });
  return answer.data.slot;
}

/**
 * Changes a day's slot: the answer takes the slot's place in every cached day holding it, so the card
 * shows the new state at once; then the days refetch. A refusal toasts the server's message.
 */
export function useChangeSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSlot,
    onSuccess: (slot) => {
      queryClient.setQueriesData<SlotsData>({ queryKey: slotsKeys.days() }, (day) =>
        day ? { ...day, slots: day.slots.map((each) => (each._id === slot._id ? slot : each)) } : day,
      );
      void queryClient.invalidateQueries({ queryKey: slotsKeys.days() });
    },
  });
}
