import type { KitchenDayQuery } from '@rasoi/domain/seller';

/** The query string of a kitchen-day call: the date, and the slot unless the whole day is asked for. */
export function kitchenDayQuery(date: string, slotId: string | null): KitchenDayQuery {
  return slotId ? { date, slot_id: slotId } : { date };
}
