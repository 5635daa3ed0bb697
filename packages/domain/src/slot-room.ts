import type { Slot } from './api.ts';

/**
 * Which meal slot can take an order (issue 14, D47), one rule for the server's refusal, its 'Notify me'
 * and the web app's strip and picker. Zod-free (types only from api.ts), so the web app's home screen
 * can use it without loading zod (see slot-dates.ts).
 */

/** The fields of a slot (GET /slots' `Slot`) the rule reads. */
export type SlotRoomFields = Pick<Slot, '_id' | 'name' | 'state' | 'remaining' | 'order_by'>;

/**
 * Where a slot stands at `now` (ms since the epoch): its `state` as the server computed it, except that a
 * slot whose cut-off has passed since is `past`. Without `now`, the state as given (the server's own
 * answer, computed at its now).
 */
export function slotStateAt(slot: Pick<Slot, 'state' | 'order_by'>, now?: number): Slot['state'] {
  return now !== undefined && now >= Date.parse(slot.order_by) ? 'past' : slot.state;
}

/** True when an order of `plates` thalis can go to the slot at `now`: open, before its cut-off, with the plates. */
export function slotCanTake(
  slot: Pick<Slot, 'state' | 'order_by' | 'remaining'>,
  plates: number,
  now?: number,
): boolean {
  return slotStateAt(slot, now) === 'open' && slot.remaining >= plates;
}

/** True when some slot has room for one more plate at `now`: nobody need wait for 'Notify me'. */
export function anySlotHasRoom(
  slots: readonly Pick<Slot, 'state' | 'order_by' | 'remaining'>[],
  now?: number,
): boolean {
  return slots.some((slot) => slotCanTake(slot, 1, now));
}

/**
 * The slot to offer instead of `refused` (full, closed, past or too small) among `slots` (in delivery
 * order): the first other one that can take `plates` at `now`, preferring the same meal (same name, any
 * case), as in 'Lunch is full for today. Tomorrow's lunch is open.' Undefined when none can.
 */
export function nextOpenSlot<T extends SlotRoomFields>(
  slots: readonly T[],
  refused: Pick<Slot, '_id' | 'name'>,
  plates: number,
  now?: number,
): T | undefined {
  const open = slots.filter((slot) => slot._id !== refused._id && slotCanTake(slot, plates, now));
  const meal = refused.name.toLowerCase();
  return open.find((slot) => slot.name.toLowerCase() === meal) ?? open[0];
}
