import type { Kysely } from 'kysely';
import { dateWord } from '@rasoi/domain/slot-words';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';

/** The order's lines as priced: the item's id and the name it is sold under. */
type Lines = {
  meals: readonly { meal_id: string; name: string }[];
  dishes: readonly { dish_id: string; name: string }[];
};

/**
 * Refuses, inside the order's transaction `trx`, a line that the slot's menu does not offer (issue 14):
 * one query for the slot's rows; a slot without rows offers the whole catalogue. Throws 400 "Dal Thali
 * is not on the menu for Lunch on Thu, 26 Nov" for the first line it finds off the menu (e.g. an order
 * for one day with another day's item).
 */
export async function ensureOnSlotMenu(
  trx: Kysely<Database>,
  slot: { id: string; name: string; date: string },
  lines: Lines,
): Promise<void> {
  const rows = await trx
    .selectFrom('slot_menu_items')
    .select(['kind', 'item_id'])
    .where('slot_id', '=', slot.id)
    .execute();
  if (rows.length === 0) return;
  const offered = new Set(rows.map((row) => `${row.kind}:${row.item_id}`));
  const off =
    lines.meals.find((line) => !offered.has(`meal:${line.meal_id}`)) ??
    lines.dishes.find((line) => !offered.has(`dish:${line.dish_id}`));
  if (off) {
    throw new AppError('BAD_REQUEST', 'notOnSlotMenu', {
      item: off.name,
      slot: slot.name,
      day: () => dateWord(slot.date),
    });
  }
}
