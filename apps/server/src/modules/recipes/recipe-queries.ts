import type { Kysely } from 'kysely';
import type { IngredientUnit, RecipeKind } from '@rasoi/domain/recipes';
import { engineOfDb } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The `recipe_lines` and `plate_estimates` tables' queries (issue 28 part 3, docs/decisions/0109, 0110).
 * `meals`, `dishes` and `meal_dishes` are the catalogue's tables, read here and never written (as plans
 * read them), so this module imports no other module.
 */

/** One recipe line with its ingredient's names, unit and diet tags (JSON text). */
export type RecipeLineRow = {
  kind: RecipeKind;
  item_id: string;
  ingredient_id: string;
  quantity_milli: number;
  name: string;
  name_hi: string | null;
  unit: IngredientUnit;
  diet_tags: string;
};

/** A thali or dish of the menu: names and price (whole rupees, as the menu keeps it). */
export type MenuItemRow = { kind: RecipeKind; id: string; name: string; name_hi: string | null; selling_price: number };

/** The recipe lines of every item (`items` undefined) or of the items named, each recipe in its saved order. */
export async function recipeLineRows(
  db: Kysely<Database>,
  items?: readonly { kind: RecipeKind; id: string }[],
): Promise<RecipeLineRow[]> {
  if (items?.length === 0) return [];
  let query = db
    .selectFrom('recipe_lines as r')
    .innerJoin('ingredients as i', 'i.id', 'r.ingredient_id')
    .select([
      'r.kind',
      'r.item_id',
      'r.ingredient_id',
      'r.quantity_milli',
      'i.name',
      'i.name_hi',
      'i.unit',
      'i.diet_tags',
    ]);
  if (items) {
    query = query.where((eb) =>
      eb.or(items.map((item) => eb.and([eb('r.kind', '=', item.kind), eb('r.item_id', '=', item.id)]))),
    );
  }
  return query.orderBy('r.kind').orderBy('r.item_id').orderBy('r.position').execute();
}

/** Each thali's dishes (meal_dishes), in the thali's order. */
export async function mealDishIds(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('meal_dishes')
    .select(['meal_id', 'dish_id'])
    .orderBy('meal_id')
    .orderBy('position')
    .execute();
  const byMeal = new Map<string, string[]>();
  for (const row of rows) byMeal.set(row.meal_id, [...(byMeal.get(row.meal_id) ?? []), row.dish_id]);
  return byMeal;
}

/** Every thali and dish of the menu, shown or hidden. */
export async function menuItemRows(db: Kysely<Database>): Promise<MenuItemRow[]> {
  const [meals, dishes] = await Promise.all([
    db.selectFrom('meals').select(['id', 'name', 'name_hi', 'selling_price']).execute(),
    db.selectFrom('dishes').select(['id', 'name', 'name_hi', 'selling_price']).execute(),
  ]);
  return [
    ...meals.map((row) => ({ kind: 'meal' as const, ...row })),
    ...dishes.map((row) => ({ kind: 'dish' as const, ...row })),
  ];
}

/**
 * The thali or dish a recipe belongs to, or undefined. With `lock` (inside a transaction) it holds the
 * item's row lock on PostgreSQL until the transaction ends (SQLite's write transaction is the lock), so two
 * saves of one recipe run one after the other and each replaces the whole recipe (D109).
 */
export async function findMenuItem(
  db: Kysely<Database>,
  kind: RecipeKind,
  id: string,
  options: { lock: boolean } = { lock: false },
): Promise<MenuItemRow | undefined> {
  const table = kind === 'meal' ? 'meals' : 'dishes';
  let query = db.selectFrom(table).select(['id', 'name', 'name_hi', 'selling_price']).where('id', '=', id);
  if (options.lock && engineOfDb(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { kind, ...row } : undefined;
}

/** Replaces one recipe's lines with `lines` (in their order); the caller holds the item's lock. */
export async function replaceRecipeLines(
  trx: Kysely<Database>,
  kind: RecipeKind,
  itemId: string,
  lines: readonly { ingredient_id: string; quantity_milli: number }[],
): Promise<void> {
  await trx.deleteFrom('recipe_lines').where('kind', '=', kind).where('item_id', '=', itemId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('recipe_lines')
    .values(lines.map((line, position) => ({ kind, item_id: itemId, ...line, position })))
    .execute();
}

/** The seller's estimate for a kitchen day: plates per thali or dish (rows with plates > 0 only). */
export async function plateEstimateRows(
  db: Kysely<Database>,
  day: string,
): Promise<{ kind: RecipeKind; item_id: string; plates: number }[]> {
  return db.selectFrom('plate_estimates').select(['kind', 'item_id', 'plates']).where('day', '=', day).execute();
}

/**
 * Sets a kitchen day's estimate to `items`: each item's plates written by one upsert (0 plates: its row
 * removed), then the day's rows for items not named removed. Two saves at once never fail on the key: the
 * last to write an item wins.
 */
export async function replacePlateEstimates(
  trx: Kysely<Database>,
  day: string,
  items: readonly { kind: RecipeKind; item_id: string; plates: number }[],
): Promise<void> {
  const kept = items.filter((item) => item.plates > 0);
  let removal = trx.deleteFrom('plate_estimates').where('day', '=', day);
  if (kept.length > 0) {
    removal = removal.where((eb) =>
      eb.not(eb.or(kept.map((item) => eb.and([eb('kind', '=', item.kind), eb('item_id', '=', item.item_id)])))),
    );
  }
  await removal.execute();
  if (kept.length === 0) return;
  await trx
    .insertInto('plate_estimates')
    .values(kept.map((item) => ({ day, ...item })))
    .onConflict((oc) =>
      oc.columns(['day', 'kind', 'item_id']).doUpdateSet((eb) => ({ plates: eb.ref('excluded.plates') })),
    )
    .execute();
}
