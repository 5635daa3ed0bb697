import type { AppContext } from '../../app-context.ts';
import { isKitchenOpen } from '../../modules/kitchen/kitchen/kitchen-queries.ts';
import { notifyWaitingCustomers } from '../kitchen/notify-waiting-customers.ts';
import { slotRoomNow } from '../../modules/catalogue/slots/slot-room.ts';

/**
 * After a seller's change to the slots (a day reopened, a cap raised, a new plan): when the kitchen is
 * open and a slot has room, tells every customer waiting on 'Notify me' once ('room again'). Call it
 * after the change's commit. Returns how many were told.
 */
export async function announceSlotRoom(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings' | 'push'>,
  now: Date,
): Promise<number> {
  if (!(await isKitchenOpen(ctx.db)) || !(await slotRoomNow(ctx, now))) return 0;
  return notifyWaitingCustomers(ctx, 'room-again');
}
