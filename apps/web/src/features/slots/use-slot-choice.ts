import { useEffect } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Slot } from '@rasoi/domain/api';
import { dateAfter } from '@rasoi/domain/slot-dates';
import { slotCanTake } from '@rasoi/domain/slot-room';
import { useCart } from '../../lib/cart-store.ts';
import { useKitchen } from '../../api/get-kitchen.ts';
import { daySlotsQueryOptions } from '../../api/day-slots.ts';
import { platesInCart } from './plates-in-cart.ts';
import { useSlotClock } from '../../lib/use-slot-clock.ts';

/** What the checkout's slot picker shows and the placement sends (issue 14, D47). */
export type SlotChoice = {
  /** False for a kitchen without slots (every orderable day answers an empty list) or until today answers. */
  hasSlots: boolean;
  /** The kitchen's today ('yyyy-mm-dd'), once GET /slots has answered. */
  today: string | undefined;
  /** Every slot of today and the next `order_days_ahead` days, in delivery order. */
  slots: Slot[];
  /** Thalis in the cart: the plates a slot must have left. */
  plates: number;
  /** The clock (ms since the epoch) the states are read at. */
  now: number;
  /** True once today and every next day up to `order_days_ahead` have answered. */
  answered: boolean;
  /** The slot the order is for: the customer's choice, else the next that can take the cart; undefined when none can. */
  slotId: string | undefined;
  choose: (slotId: string) => void;
};

/**
 * The checkout's meal slot (issue 14, D47): reads GET /slots for today and each next day up to the
 * kitchen's `order_days_ahead`, keeps the customer's choice in the cart store (persisted with the cart) and
 * defaults to the first slot open with room for the cart's thalis. A chosen slot that is no longer open
 * (full, closed, past its cut-off, gone, or without room for the cart) is forgotten once every day has
 * answered, so the default takes its place.
 */
export function useSlotChoice(): SlotChoice {
  const daysAhead = useKitchen()?.order_days_ahead ?? 0;
  const plates = useCart((state) => platesInCart(state.items));
  const chosenId = useCart((state) => state.slotId);
  const chooseSlot = useCart((state) => state.chooseSlot);
  const todayQuery = useQuery(daySlotsQueryOptions());
  const today = todayQuery.data?.date;
  const later = useQueries({
    queries: today
      ? Array.from({ length: daysAhead }, (_, index) => daySlotsQueryOptions(dateAfter(today, index + 1)))
      : [],
  });
  const days = [todayQuery, ...later];
  const slots = days.flatMap((query) => query.data?.slots ?? []);
  const now = useSlotClock(slots.length > 0);
  const answered = Boolean(today) && days.every((query) => query.isSuccess);
  const open = slots.filter((slot) => slotCanTake(slot, plates, now));
  const chosen = open.find((slot) => slot._id === chosenId);

  useEffect(() => {
    if (answered && chosenId !== null && !chosen) chooseSlot(null);
  }, [answered, chosenId, chosen, chooseSlot]);

  return {
    hasSlots: slots.length > 0,
    today,
    slots,
    plates,
    now,
    answered,
    slotId: (chosen ?? open[0])?._id,
    choose: chooseSlot,
  };
}
