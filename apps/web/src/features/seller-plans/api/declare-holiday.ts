import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclareHolidayBody } from '@rasoi/domain/holidays';
import { callApi } from '../../../api/client.ts';
import { kitchenDayKeys, sellerKeys, slotsKeys } from '../../../api/query-keys.ts';

/**
 * `POST /holidays` (issue 26, D92; seller): a day (today or later) off, whole (`slot_id` null) or one slot
 * of the weekly plan, with a note. Answers how many plan meals already made it cancelled and refunded (a
 * repeat for the same day and slot answers the first holiday). Throws ApiError with the server's sentence
 * for a past day, a day too far or a slot not in the plan.
 */
export async function declareHoliday(body: DeclareHolidayBody): Promise<{ cancelledMeals: number }> {
  const answer = await callApi('POST /holidays', { body });
  return { cancelledMeals: answer.data.cancelled_meals };
}

/**
 * Declares a holiday, then refreshes the holidays, the day's slots (closed now), the orders and the kitchen's
 * day (meals cancelled) and the subscribers.
 */
export function useDeclareHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declareHoliday,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.holidays() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: slotsKeys.days() }),
        queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all }),
      ]),
  });
}
