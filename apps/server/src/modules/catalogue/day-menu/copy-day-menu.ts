import type { DayMenuData } from '@rasoi/domain/day-menu';
import { dateWord } from '@rasoi/domain/slot-words';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { daySlotRows } from '../slots/day-slots.ts';
import { slotCalendarOf } from '../slots/slot-calendar-of.ts';
import type { SlotRow } from '../slots/slot-queries.ts';
import { replaceSlotMenu, slotMenuRows, toSlotMenu } from './slot-menu-queries.ts';

/**
 * Copies the slot menus of `from` onto the slots of `to` (issue 14; POST /day-menu/copy; 'last week's
 * same weekday' is from = to - 7), slot by slot: a slot of `to` takes the menu of the `from` slot made
 * from the same plan entry, else of the one with the same name; a slot without a match keeps its menu.
 * Both days are made from the weekly plan first when they can be (D47). Refused (400) when `to` is
 * before the kitchen's today, or when no slot matches. In one transaction. Returns `to`'s menus.
 */
export async function copyDayMenu(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings' | 'now'>,
  days: { from: string; to: string },
): Promise<DayMenuData> {
  const now = ctx.now();
  const calendar = await slotCalendarOf(ctx, now);
  if (days.to < calendar.today) throw new AppError('BAD_REQUEST', 'slotDayPast');
  const source = await daySlotRows(ctx.db, days.from, calendar, now);
  const target = await daySlotRows(ctx.db, days.to, calendar, now);
  const pairs = target.flatMap((slot) => {
    const match = matchingSlot(slot, source);
    return match ? [{ to: slot, from: match }] : [];
  });
  if (pairs.length === 0) {
    throw new AppError('BAD_REQUEST', 'dayMenuNothingToCopy', {
      from: () => dateWord(days.from),
      to: () => dateWord(days.to),
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await slotMenuRows(
      trx,
      pairs.map((pair) => pair.from.id),
    );
    for (const pair of pairs) {
      const menu = toSlotMenu(pair.from.id, rows);
      await replaceSlotMenu(trx, pair.to.id, menu, now);
    }
  });
  const menus = await slotMenuRows(
    ctx.db,
    target.map((slot) => slot.id),
  );
  return { date: days.to, menus: target.map((slot) => toSlotMenu(slot.id, menus)) };
}

/** The slot of `day` that `slot` copies from: the same plan entry, else the same name (any case). */
function matchingSlot(slot: SlotRow, day: readonly SlotRow[]): SlotRow | undefined {
  return (
    day.find((other) => other.plan_id === slot.plan_id) ??
    day.find((other) => other.name.toLowerCase() === slot.name.toLowerCase())
  );
}
