import type { Kysely } from 'kysely';
import type { SlotMenu } from '@rasoi/domain/day-menu';
import type { AppContext } from '../../../app-context.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findDishesByIds, findMealsByIds } from '../menu/menu-queries.ts';
import { slotCalendarOf } from '../slots/slot-calendar-of.ts';
import { findSlot } from '../slots/slot-queries.ts';
import { readSlotMenu, replaceSlotMenu, type SlotMenuItems } from './slot-menu-queries.ts';

/**
 * Replaces one day's slot menu (issue 14; POST /slots/{id}/menu) with the thalis and dishes named
 * (validated by the domain's slotMenuBodySchema; both lists empty: the whole catalogue again). Every id
 * must be in the catalogue, shown or not (400 naming the unknown ones); the slot must exist (404) and
 * its day must not be past (400, as PATCH /slots/{id}). Returns the slot's menu as the API answers it.
 */
export async function saveSlotMenu(
  ctx: Pick<AppContext, 'db' | 'config' | 'kitchenSettings' | 'now'>,
  slotId: string,
  items: SlotMenuItems,
): Promise<SlotMenu> {
  const now = ctx.now();
  const calendar = await slotCalendarOf(ctx, now);
  const slot = await findSlot(ctx.db, slotId);
  if (!slot) throw new AppError('NOT_FOUND', 'slotNotFound');
  if (slot.date < calendar.today) throw new AppError('BAD_REQUEST', 'slotDayPast');
  await ensureInCatalogue(ctx.db, items);
  const saved = await ctx.db.transaction().execute((trx) => replaceSlotMenu(trx, slotId, items, now));
  // A plan saved meanwhile may have forgotten the day (it had no orders): as if it never existed.
  if (!saved) throw new AppError('NOT_FOUND', 'slotNotFound');
  return readSlotMenu(ctx.db, slotId);
}

/** Throws 400 naming the ids that are no thali or dish of the catalogue (hidden and sold-out ones count). */
export async function ensureInCatalogue(db: Kysely<Database>, items: SlotMenuItems): Promise<void> {
  const [meals, dishes] = await Promise.all([findMealsByIds(db, items.meal_ids), findDishesByIds(db, items.dish_ids)]);
  const mealIds = new Set(meals.map((meal) => meal.id));
  const dishIds = new Set(dishes.map((dish) => dish.id));
  const unknown = [
    ...items.meal_ids.filter((id) => !mealIds.has(id)),
    ...items.dish_ids.filter((id) => !dishIds.has(id)),
  ];
  if (unknown.length > 0) {
    throw new AppError('BAD_REQUEST', 'dayMenuUnknownItems', { ids: unknown.join(', ') });
  }
}
