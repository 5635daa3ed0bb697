import type { AppContext } from '../../../app-context.ts';
import { slotCalendar, type SlotCalendar } from './day-slots.ts';

/**
 * The kitchen's slot calendar at `now` from the app's settings: KITCHEN_TIMEZONE and the stored days
 * ahead (issue 14). Reads the cached settings: never call it inside a transaction.
 */
export async function slotCalendarOf(
  ctx: Pick<AppContext, 'config' | 'kitchenSettings'>,
  now: Date,
): Promise<SlotCalendar> {
  const settings = await ctx.kitchenSettings.get();
  return slotCalendar(now, ctx.config.kitchenTimezone, settings.order_days_ahead);
}
