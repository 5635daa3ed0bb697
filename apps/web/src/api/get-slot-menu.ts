import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotMenu } from '@rasoi/domain/day-menu';
import { callApi } from './client.ts';
import { dayMenuKeys } from './query-keys.ts';

/** `GET /slots/:id/menu` (issue 14): what one day's slot offers, `all` or the ids it names. */
export async function getSlotMenu(slotId: string, signal?: AbortSignal): Promise<SlotMenu> {
  const answer = await callApi('GET /slots/:id/menu', { params: { id: slotId }, signal });
  return answer.data.menu;
}

export const slotMenuQueryOptions = (slotId: string) =>
  queryOptions({ queryKey: dayMenuKeys.menu(slotId), queryFn: ({ signal }) => getSlotMenu(slotId, signal) });

/** A slot's menu; off without a slot. */
export function useSlotMenu(slotId: string | null) {
  return useQuery({ ...slotMenuQueryOptions(slotId ?? ''), enabled: slotId !== null });
}
