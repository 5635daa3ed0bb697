import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SlotMenu, SlotMenuBody } from '@rasoi/domain/day-menu';
import { callApi } from '../../../api/client.ts';
import { dayMenuKeys } from '../../../api/query-keys.ts';

/** `POST /slots/:id/menu` (issue 14, seller): replaces one day's slot menu; both lists empty: everything. */
export async function saveSlotMenu(slotId: string, body: SlotMenuBody): Promise<SlotMenu> {
  const answer = await callApi('POST /slots/:id/menu', { params: { id: slotId }, body });
  return answer.data.menu;
}

/** Saves a slot's menu and puts the answer in that slot's menu query. A refusal toasts the server's message. */
export function useSaveSlotMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: SlotMenuBody }) => saveSlotMenu(slotId, body),
    onSuccess: (menu) => queryClient.setQueryData(dayMenuKeys.menu(menu.slot_id), menu),
  });
}
