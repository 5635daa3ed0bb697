import { itemsOnMenu } from '@rasoi/domain/day-menu-rule';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { useCart } from '../lib/cart-store.ts';
import { useDaySlots } from './day-slots.ts';
import { useSlotMenu } from './get-slot-menu.ts';

/**
 * The slot whose menu the customer sees (issue 14): the one the cart is for, else the next open slot,
 * today's or else tomorrow's (GET /slots). Null without slots (the kitchen cooks on demand).
 */
function useMenuSlotId(): string | null {
  const chosen = useCart((state) => state.slotId);
  const today = useDaySlots(undefined, { enabled: chosen === null });
  const openToday = today.data?.slots.find((slot) => slot.state === 'open');
  const lookAhead = chosen === null && !!today.data && today.data.slots.length > 0 && !openToday;
  const tomorrow = useDaySlots(today.data ? dateAfter(today.data.date, 1) : undefined, { enabled: lookAhead });
  const openTomorrow = lookAhead ? tomorrow.data?.slots.find((slot) => slot.state === 'open') : undefined;
  return chosen ?? openToday?._id ?? openTomorrow?._id ?? null;
}

/**
 * The day's menu on the customer's screens (issue 14): of `meals` and `dishes` (already shown ones),
 * those the slot offers (see useMenuSlotId). Until the slot's menu is known everything passes; the
 * server refuses an order for an item off the menu anyway.
 */
export function useOfferedItems<M extends { _id: string }, D extends { _id: string }>(
  meals: readonly M[],
  dishes: readonly D[],
): { meals: M[]; dishes: D[] } {
  const menu = useSlotMenu(useMenuSlotId());
  return itemsOnMenu(menu.data, meals, dishes);
}
