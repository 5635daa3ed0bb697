import { anySlotHasRoom } from '@rasoi/domain/slot-room';
import type { AppContext } from '../../../app-context.ts';
import { orderableSlots } from './day-slots.ts';
import { slotCalendarOf } from './slot-calendar-of.ts';

/**
 * Whether a customer can order into a slot now (issue 14, D47): the kitchen has slots and one of them,
 * from today to the last order date, is open with plates left. Null when the kitchen has no slots.
 */
export async function slotRoomNow(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings'>,
  now: Date,
): Promise<boolean | null> {
  const slots = await orderableSlots(ctx.db, await slotCalendarOf(ctx, now), now);
  if (slots.length === 0) return null;
  return anySlotHasRoom(slots);
}
