import type { Slot } from '@rasoi/domain/api';
import { SLOT_COUNTDOWN_MINUTES } from '@rasoi/domain/constants';
import { slotStateAt } from '@rasoi/domain/slot-room';

/**
 * The countdown to a slot's cut-off on screen (issue 14, D47). Where a slot stands and which can take an
 * order are the domain's (`slotStateAt`, `slotCanTake`, `nextOpenSlot` in slot-room.ts), shared with the
 * server's refusal. `now` in ms since the epoch.
 */

/** Whole minutes left to the slot's cut-off, rounded up (59.5 s left is 1 minute); 0 once it passed. */
export function minutesToCutoff(slot: Slot, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(slot.order_by) - now) / 60_000));
}

/** True when the slot takes orders and its cut-off is at most SLOT_COUNTDOWN_MINUTES away: a countdown shows. */
export function showsCountdown(slot: Slot, now: number): boolean {
  return slotStateAt(slot, now) === 'open' && minutesToCutoff(slot, now) <= SLOT_COUNTDOWN_MINUTES;
}
