import type { Insertable, Kysely, Selectable } from 'kysely';
import { DIET_TAGS, type DietTag, type IngredientPrice } from '@rasoi/domain/recipes';
import { idChunks } from '../../db/id-chunks.ts';
import type { Database, IngredientPricesTable, IngredientsTable } from '../../db/schema.ts';

/**
 * The `ingredients` and `ingredient_prices` tables' queries (issue 28 part 3, docs/decisions/0109). Each
 * takes the database or a transaction. Prices are only ever added: a day's price is the row with the
 * latest `from_day` on or before it, the newest (`created_at`, then `id`) of that day.
 */

export type IngredientRow = Selectable<IngredientsTable>;
export type PriceRow = Selectable<IngredientPricesTable>;

/** The stored diet tags (JSON text) as the domain's list; anything unknown is dropped. */
export function readDietTags(text: string): DietTag[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? DIET_TAGS.filter((tag) => parsed.includes(tag)) : [];
}

/** Every ingredient by name (then id). */
export async function listIngredientRows(db: Kysely<Database>): Promise<IngredientRow[]> {
  return db.selectFrom('ingredients').selectAll().orderBy('name').orderBy('id').execute();
}

/** The ingredients with these ids (any order; at most a recipe's RECIPE_LINES_MAX); unknown ids are left out. */
export async function ingredientRowsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<IngredientRow[]> {
  if (ids.length === 0) return [];
  // eslint-disable-next-line no-restricted-syntax -- a recipe's lines: at most RECIPE_LINES_MAX, by the request schema
  return db.selectFrom('ingredients').selectAll().where('id', 'in', ids).execute();
}

/** One ingredient, or undefined. */
export async function findIngredientRow(db: Kysely<Database>, id: string): Promise<IngredientRow | undefined> {
  return db.selectFrom('ingredients').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Stores a new ingredient. Throws the database's unique violation when its name is taken. */
export async function insertIngredientRow(db: Kysely<Database>, row: Insertable<IngredientsTable>): Promise<void> {
  await db.insertInto('ingredients').values(row).execute();
}

/**
 * Changes an ingredient's names, pack and tags in one conditional UPDATE that also requires its unit to be
 * `unit`: the unit never changes (D109), decided by the statement itself. True when a row changed; throws
 * the unique violation when the new name is another's.
 */
export async function updateIngredientRow(
  db: Kysely<Database>,
  id: string,
  unit: string,
  changes: Pick<IngredientsTable, 'name' | 'name_hi' | 'pack_milli' | 'diet_tags' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('ingredients')
    .set(changes)
    .where('id', '=', id)
    .where('unit', '=', unit as IngredientsTable['unit'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds a price; throws the foreign-key violation when the ingredient is unknown. */
export async function insertPriceRow(db: Kysely<Database>, row: Insertable<IngredientPricesTable>): Promise<void> {
  await db.insertInto('ingredient_prices').values(row).execute();
}

/**
 * Each ingredient's price on `day` (yyyy-mm-dd) and the first one set for a later day, by ingredient id:
 * two correlated reads per ingredient over the (ingredient_id, from_day, id) index.
 */
export async function pricesAround(
  db: Kysely<Database>,
  day: string,
): Promise<Map<string, { price: IngredientPrice | null; next: IngredientPrice | null }>> {
  const rows = await db
    .selectFrom('ingredients as i')
    .select((eb) => [
      'i.id',
      eb
        .selectFrom('ingredient_prices as p')
        .select('p.id')
        .whereRef('p.ingredient_id', '=', 'i.id')
        .where('p.from_day', '<=', day)
        .orderBy('p.from_day', 'desc')
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('price_id'),
      eb
        .selectFrom('ingredient_prices as p')
        .select('p.id')
        .whereRef('p.ingredient_id', '=', 'i.id')
        .where('p.from_day', '>', day)
        .orderBy('p.from_day', 'asc')
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(1)
        .as('next_id'),
    ])
    .execute();
  const ids = rows.flatMap((row) => [row.price_id, row.next_id]).filter((id): id is string => id !== null);
  const prices = new Map<string, IngredientPrice>();
  for (const chunk of idChunks(ids)) {
    const read = db.selectFrom('ingredient_prices').select(['id', 'price_paise', 'from_day']);
    // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
    const priceRows = await read.where('id', 'in', chunk).execute();
    for (const row of priceRows) prices.set(row.id, { price_paise: row.price_paise, from_day: row.from_day });
  }
  return new Map(
    rows.map((row) => [
      row.id,
      {
        price: row.price_id === null ? null : (prices.get(row.price_id) ?? null),
        next: row.next_id === null ? null : (prices.get(row.next_id) ?? null),
      },
    ]),
  );
}

/**
 * Every price set to apply on or before `lastDay`, by ingredient, in the order they apply (from_day, then
 * created_at and id): what costs a run of past days (the cost of food sold) without one read per day.
 */
export async function priceHistoryTo(db: Kysely<Database>, lastDay: string): Promise<Map<string, PriceRow[]>> {
  const rows = await db
    .selectFrom('ingredient_prices')
    .selectAll()
    .where('from_day', '<=', lastDay)
    .orderBy('ingredient_id')
    .orderBy('from_day')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byIngredient = new Map<string, PriceRow[]>();
  for (const row of rows) {
    const list = byIngredient.get(row.ingredient_id) ?? [];
    list.push(row);
    byIngredient.set(row.ingredient_id, list);
  }
  return byIngredient;
}

/** The price in paise a unit on `day` from one ingredient's history (as priceHistoryTo orders it), or null. */
export function priceOnDay(history: readonly PriceRow[] | undefined, day: string): number | null {
  let price: number | null = null;
  for (const row of history ?? []) {
    if (row.from_day > day) break;
    price = row.price_paise;
  }
  return price;
}
