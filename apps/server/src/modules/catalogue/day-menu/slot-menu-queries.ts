import { sql, type Kysely } from 'kysely';
import type { MenuItemKind, SlotMenu } from '@rasoi/domain/day-menu';
import { idChunks } from '../../../db/id-chunks.ts';
import type { Database, Flag } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';

/** A slot's menu as lists of ids (issue 14); both empty when the slot offers the whole catalogue. */
export type SlotMenuItems = { meal_ids: readonly string[]; dish_ids: readonly string[] };

/** One stored row of a slot's menu. */
export type SlotMenuRow = { slot_id: string; kind: MenuItemKind; item_id: string };

/** The menu rows of these slots, one query per MAX_IN_LIST slots. Takes the database or a transaction. */
export async function slotMenuRows(db: Kysely<Database>, slotIds: readonly string[]): Promise<SlotMenuRow[]> {
  const rows: SlotMenuRow[] = [];
  for (const chunk of idChunks(slotIds)) {
    // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
    rows.push(...(await db.selectFrom('slot_menu_items').selectAll().where('slot_id', 'in', chunk).execute()));
  }
  return rows;
}

/** A slot's menu as the API answers it, from its rows (any order): `all` when it has none. */
export function toSlotMenu(slotId: string, rows: readonly SlotMenuRow[]): SlotMenu {
  const mine = rows.filter((row) => row.slot_id === slotId);
  const ids = (kind: MenuItemKind) =>
    mine
      .filter((row) => row.kind === kind)
      .map((row) => row.item_id)
      .sort();
  return { slot_id: slotId, all: mine.length === 0, meal_ids: ids('meal'), dish_ids: ids('dish') };
}

/** One slot's menu as the API answers it. */
export async function readSlotMenu(db: Kysely<Database>, slotId: string): Promise<SlotMenu> {
  return toSlotMenu(slotId, await slotMenuRows(db, [slotId]));
}

/**
 * Replaces the slot's menu inside the transaction `trx` with `items` (empty lists: the whole catalogue
 * again). A menu that names items marks the day as changed by the seller (D47), so saving a new weekly
 * plan keeps the day, and its menu, while its entry stays. The slot's row is updated first: on
 * PostgreSQL that holds it against a plan change forgetting it meanwhile. False when the slot is gone.
 */
export async function replaceSlotMenu(
  trx: Kysely<Database>,
  slotId: string,
  items: SlotMenuItems,
  now: Date,
): Promise<boolean> {
  const named = items.meal_ids.length + items.dish_ids.length > 0;
  const updated = await trx
    .updateTable('slots')
    .set({ changed: named ? 1 : sql<Flag>`changed`, updated_at: toStoredTime(now) })
    .where('id', '=', slotId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await trx.deleteFrom('slot_menu_items').where('slot_id', '=', slotId).execute();
  const rows: SlotMenuRow[] = [
    ...items.meal_ids.map((item_id) => ({ slot_id: slotId, kind: 'meal' as const, item_id })),
    ...items.dish_ids.map((item_id) => ({ slot_id: slotId, kind: 'dish' as const, item_id })),
  ];
  if (rows.length > 0) await trx.insertInto('slot_menu_items').values(rows).execute();
  return true;
}

/** A thali as an order line names it: id and names (the Hindi one or null). */
export type DayThali = { id: string; name: string; name_hi: string | null };

/**
 * The thali of the day of a slot (issue 26, D92): the first by name of the thalis the slot's day menu
 * offers, or undefined when the kitchen put none on it (or the slot offers the whole catalogue). A tiffin
 * plan that brings 'the thali of the day' cooks this one.
 */
export async function dayThali(db: Kysely<Database>, slotId: string): Promise<DayThali | undefined> {
  return db
    .selectFrom('slot_menu_items')
    .innerJoin('meals', 'meals.id', 'slot_menu_items.item_id')
    .select(['meals.id', 'meals.name', 'meals.name_hi'])
    .where('slot_menu_items.slot_id', '=', slotId)
    .where('slot_menu_items.kind', '=', 'meal')
    .orderBy('meals.name')
    .orderBy('meals.id')
    .limit(1)
    .executeTakeFirst();
}
