import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Dish, SellerMeal } from '@rasoi/domain/api';
import { compiledQuery } from '../../../db/compiled-query.ts';
import { idChunks } from '../../../db/id-chunks.ts';
import type { Database, DishesTable, MealsTable } from '../../../db/schema.ts';
import { fromFlag, toFlag } from '../../../db/values.ts';
import { ratingAverage } from '@rasoi/domain/ratings';

export type DishRow = Selectable<DishesTable>;
export type MealRow = Selectable<MealsTable>;
export type ItemFlags = { is_active?: boolean; is_show?: boolean };

/** A stored dish as the API answers it (spec 3 Dish), with its Hindi texts or null (issue 16, D62). */
export function toDish(row: DishRow): Dish {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    img_url: JSON.parse(row.img_url) as string[],
    asset_aws_key: row.asset_aws_key,
    selling_price: row.selling_price,
    category: row.category,
    sub_category: row.sub_category,
    is_active: fromFlag(row.is_active),
    is_show: fromFlag(row.is_show),
    is_scratched: fromFlag(row.is_scratched),
    name_hi: row.name_hi,
    description_hi: row.description_hi,
  };
}

/** A meal's running rating sums (meal_rating_totals, D56); null columns when it has no rating yet. */
export type MealRatingTotals = { stars_sum: number | null; ratings: number | null };

/**
 * A stored meal, its dish ids (in position order) and its rating sums as the API answers it; `id` = `_id`
 * (docs/decisions/p05). `rating` is the real average ('4.3') or null, never the stored fixed '4.8' (D56).
 */
export function toMeal(row: MealRow & MealRatingTotals, dishIds: string[]): SellerMeal {
  const { stars_sum: starsSum, ratings, ...meal } = row;
  return {
    ...mealFields(meal, dishIds),
    rating: ratingAverage(starsSum ?? 0, ratings ?? 0),
    rating_count: ratings ?? 0,
  };
}

function mealFields(row: MealRow, dishIds: string[]): Omit<SellerMeal, 'rating' | 'rating_count'> {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    img_url: JSON.parse(row.img_url) as string[],
    selling_price: row.selling_price,
    actual_price: row.actual_price,
    cost_price: row.cost_price,
    tag: row.tag,
    category: row.category,
    sub_category: row.sub_category,
    is_active: fromFlag(row.is_active),
    is_show: fromFlag(row.is_show),
    dishes: dishIds,
    asset_aws_key: row.asset_aws_key,
    start_hour: row.start_hour,
    end_hour: row.end_hour,
    date: row.date,
    name_hi: row.name_hi,
    description_hi: row.description_hi,
  };
}

/** The meals with their rating sums (a left join on the meal's primary key: one row each). */
function mealsWithTotals(db: Kysely<Database>) {
  return db
    .selectFrom('meals')
    .leftJoin('meal_rating_totals', 'meal_rating_totals.meal_id', 'meals.id')
    .selectAll('meals')
    .select(['meal_rating_totals.stars_sum', 'meal_rating_totals.ratings']);
}

/** Dishes in creation order; hidden ones (is_show 0) only when asked (the seller's view). */
export async function listDishes(db: Kysely<Database>, options: { includeHidden: boolean }): Promise<DishRow[]> {
  let query = db.selectFrom('dishes').selectAll();
  if (!options.includeHidden) query = query.where('is_show', '=', 1);
  return query.orderBy('created_at').orderBy('id').execute();
}

/** Meals in creation order with their dish ids; hidden ones only when asked (the seller's view). */
export async function listMeals(db: Kysely<Database>, options: { includeHidden: boolean }): Promise<SellerMeal[]> {
  let query = mealsWithTotals(db);
  if (!options.includeHidden) query = query.where('meals.is_show', '=', 1);
  const meals = await query.orderBy('meals.created_at').orderBy('meals.id').execute();
  const links = await db.selectFrom('meal_dishes').selectAll().orderBy('meal_id').orderBy('position').execute();
  const dishIdsByMeal = new Map<string, string[]>();
  for (const link of links) {
    const ids = dishIdsByMeal.get(link.meal_id) ?? [];
    ids.push(link.dish_id);
    dishIdsByMeal.set(link.meal_id, ids);
  }
  return meals.map((meal) => toMeal(meal, dishIdsByMeal.get(meal.id) ?? []));
}

// Read by every order (D116): compiled once per list length, the ids given by position ({ 0: id, 1: id, ... }).
const dishesByIds = compiledQuery((db, ids: Record<number, string>) =>
  // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
  db.selectFrom('dishes').selectAll().where('id', 'in', Object.values(ids)),
);
const mealsByIds = compiledQuery((db, ids: Record<number, string>) =>
  // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
  db.selectFrom('meals').selectAll().where('id', 'in', Object.values(ids)),
);

/** The dishes with these ids that exist (any visibility); one query per MAX_IN_LIST ids (issue 11). */
export async function findDishesByIds(db: Kysely<Database>, ids: readonly string[]): Promise<DishRow[]> {
  const found: DishRow[] = [];
  for (const chunk of idChunks(ids)) found.push(...(await dishesByIds(db, { ...chunk })));
  return found;
}

/** The meals with these ids that exist (any visibility); one query per MAX_IN_LIST ids (issue 11). */
export async function findMealsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<MealRow[]> {
  const found: MealRow[] = [];
  for (const chunk of idChunks(ids)) found.push(...(await mealsByIds(db, { ...chunk })));
  return found;
}

/** Sets a dish's shown/active flags (spec 6 seller toggles). */
export async function updateDishFlags(db: Kysely<Database>, id: string, flags: ItemFlags): Promise<void> {
  await db.updateTable('dishes').set(flagColumns(flags)).where('id', '=', id).execute();
}

/** Sets a meal's shown/active flags (spec 6 seller toggles). */
export async function updateMealFlags(db: Kysely<Database>, id: string, flags: ItemFlags): Promise<void> {
  await db.updateTable('meals').set(flagColumns(flags)).where('id', '=', id).execute();
}

function flagColumns(flags: ItemFlags) {
  return {
    ...(flags.is_active === undefined ? {} : { is_active: toFlag(flags.is_active) }),
    ...(flags.is_show === undefined ? {} : { is_show: toFlag(flags.is_show) }),
  };
}

/** The dish with this id (any visibility), or undefined. */
export async function findDish(db: Kysely<Database>, id: string): Promise<DishRow | undefined> {
  return db.selectFrom('dishes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The meal with this id (any visibility) as the API answers it, with its dish ids; undefined if none. */
export async function findMeal(db: Kysely<Database>, id: string): Promise<SellerMeal | undefined> {
  const row = await mealsWithTotals(db).where('meals.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const links = await db
    .selectFrom('meal_dishes')
    .select('dish_id')
    .where('meal_id', '=', id)
    .orderBy('position')
    .execute();
  return toMeal(
    row,
    links.map((link) => link.dish_id),
  );
}

/** Stores a new dish. */
export async function insertDish(db: Kysely<Database>, row: DishRow): Promise<void> {
  await db.insertInto('dishes').values(row).execute();
}

/** Stores a new meal and its dishes in the given order. Call inside a transaction. */
export async function insertMeal(db: Kysely<Database>, row: MealRow, dishIds: readonly string[]): Promise<void> {
  await db.insertInto('meals').values(row).execute();
  if (dishIds.length > 0) {
    await db
      .insertInto('meal_dishes')
      .values(dishIds.map((dishId, position) => ({ meal_id: row.id, dish_id: dishId, position })))
      .execute();
  }
}

/** Changes some columns of a dish; false when no dish has this id. */
export async function updateDish(db: Kysely<Database>, id: string, changes: Updateable<DishesTable>): Promise<boolean> {
  const result = await db.updateTable('dishes').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Changes some columns of a meal; false when no meal has this id. */
export async function updateMeal(db: Kysely<Database>, id: string, changes: Updateable<MealsTable>): Promise<boolean> {
  const result = await db.updateTable('meals').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes a meal (its dish links go with it); false when no meal has this id. Placed orders keep
 * their lines: order_meals holds its own copy of the name and price and no reference to meals.
 */
export async function deleteMeal(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('meals').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
