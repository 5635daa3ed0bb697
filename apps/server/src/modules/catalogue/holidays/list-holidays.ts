import { HOLIDAY_LIST_PAST_DAYS, type ListedHoliday } from '@rasoi/domain/holidays';
import { dateAfter, localDateAt } from '@rasoi/domain/slot-dates';
import type { AppContext } from '../../../app-context.ts';

/**
 * The kitchen's holidays for the seller (issue 26, docs/decisions/0094, `listHolidays`): from
 * HOLIDAY_LIST_PAST_DAYS days before the kitchen's today on, by day, the whole day's before a slot's (then
 * by slot name), each with its slot (the weekly plan's id and name; null for the whole day) and note. A slot
 * since removed from the weekly plan keeps its id with an empty name. Not paged: a kitchen declares a few.
 */
export async function listHolidays(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<ListedHoliday[]> {
  const from = dateAfter(localDateAt(ctx.now(), ctx.config.kitchenTimezone), -HOLIDAY_LIST_PAST_DAYS);
  const rows = await ctx.db
    .selectFrom('holidays')
    .leftJoin('slot_plan', 'slot_plan.id', 'holidays.slot_id')
    .select(['holidays.id', 'holidays.day', 'holidays.slot_id', 'holidays.note', 'slot_plan.name as slot_name'])
    .where('holidays.day', '>=', from)
    .execute();
  return rows
    .map((row): ListedHoliday => ({
      _id: row.id,
      day: row.day,
      slot: row.slot_id === null ? null : { _id: row.slot_id, name: row.slot_name ?? '' },
      note: row.note,
    }))
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        Number(a.slot !== null) - Number(b.slot !== null) ||
        (a.slot?.name ?? '').localeCompare(b.slot?.name ?? ''),
    );
}
