import type { Slot } from '@rasoi/domain/api';
import { SLOT_COUNTDOWN_MINUTES } from '@rasoi/domain/constants';

/**
 * Where a slot stands for the customer on screen (issue 14, D47), between two fetches: the server's
 * `state` of its answer, except that a slot whose cut-off has passed since is `past` at once. `now` in
 * ms since the epoch.
 */
export function stateAt(slot: Slot, now: number): Slot['state'] {
  return now >= Date.parse(slot.order_by) ? 'past' : slot.state;
}

/** Whole minutes left to the slot's cut-off, rounded up (59.5 s left is 1 minute); 0 once it passed. */
export function minutesToCutoff(slot: Slot, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(slot.order_by) - now) / 60_000));
}

/** True when the slot takes orders and its cut-off is at most SLOT_COUNTDOWN_MINUTES away: a countdown shows. */
export function showsCountdown(slot: Slot, now: number): boolean {
  return stateAt(slot, now) === 'open' && minutesToCutoff(slot, now) <= SLOT_COUNTDOWN_MINUTES;
}

/** True when an order of `plates` thalis can go to the slot now: open, before its cut-off, with the plates. */
export function canTake(slot: Slot, plates: number, now: number): boolean {
  return stateAt(slot, now) === 'open' && slot.remaining >= plates;
}

/**
 * The slot to offer instead of `slot` (full, closed or past) among `others` (in delivery order): the
 * first that can take `plates`, preferring the same meal ('Lunch is full for today. Tomorrow's lunch is
 * open.'), as the server's refusal does. Undefined when none can.
 */
export function nextOpenSlot(slot: Slot, others: readonly Slot[], plates: number, now: number): Slot | undefined {
  const open = others.filter((other) => other._id !== slot._id && canTake(other, plates, now));
  return open.find((other) => other.name.toLowerCase() === slot.name.toLowerCase()) ?? open[0];
}
