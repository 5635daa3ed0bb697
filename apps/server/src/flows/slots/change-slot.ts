import type { Slot } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceSlotRoom } from './announce-room.ts';
import { slotCalendarOf } from '../../modules/catalogue/slots/slot-calendar-of.ts';
import { changeDaySlot, findSlot, toSlot } from '../../modules/catalogue/slots/slot-queries.ts';

/**
 * Changes one day's slot (issue 14, D47; PATCH /slots/{id}): its cap in plates and/or whether it is
 * open, leaving the weekly plan as it is. A cap below the plates already taken keeps the orders and
 * closes the slot. Throws 404 for an unknown slot and 400 for a day before the kitchen's today. Tells
 * every open app (`kitchen.changed`) and, when a slot has room again, the customers waiting on 'Notify me'. Returns the slot as the API answers it.
 */
export async function changeSlot(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings' | 'now' | 'push'>,
  id: string,
  patch: { capacity?: number | undefined; is_open?: boolean | undefined },
): Promise<Slot> {
  const now = ctx.now();
  const calendar = await slotCalendarOf(ctx, now);
  const slot = await findSlot(ctx.db, id);
  if (!slot) throw new AppError('NOT_FOUND', 'slotNotFound');
  if (slot.date < calendar.today) throw new AppError('BAD_REQUEST', 'slotDayPast');
  await changeDaySlot(ctx.db, id, patch, now);
  await ctx.kitchenSettings.announce();
  await announceSlotRoom(ctx, now);
  return toSlot((await findSlot(ctx.db, id))!, now, calendar.lastOrderDate);
}
