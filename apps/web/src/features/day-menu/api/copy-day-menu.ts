import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayMenuCopyBody, DayMenuData } from '@rasoi/domain/day-menu';
import { callApi } from '../../../api/client.ts';
import { dayMenuKeys, slotsKeys } from '../../../api/query-keys.ts';

/** `POST /day-menu/copy` (issue 14, seller): copies `from`'s slot menus onto `to`'s slots. */
export async function copyDayMenu(body: DayMenuCopyBody): Promise<DayMenuData> {
  const answer = await callApi('POST /day-menu/copy', { body });
  return answer.data;
}

/** Copies a day's menus; the day's slot menus (made anew if they were not) are then read again. */
export function useCopyDayMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyDayMenu,
    onSuccess: (day) => {
      for (const menu of day.menus) queryClient.setQueryData(dayMenuKeys.menu(menu.slot_id), menu);
      return queryClient.invalidateQueries({ queryKey: slotsKeys.day(day.date) });
    },
  });
}
