import type { Kysely } from 'kysely';
import { THALI_END_HOUR, THALI_RATING, THALI_START_HOUR } from '@rasoi/domain/constants';
import { SEED_IMAGES_PATH } from '@rasoi/domain/uploads';
import { newId } from '../lib/crypto.ts';
import type { Database } from './schema.ts';
import { seedDishes, seedMeals, type SeedDish, type SeedMeal } from './seed-data.ts';
import { toCount, toFlag, toStoredTime } from './values.ts';

/** URL path under which the files of apps/server/seed-images are served (defined in the domain, issue 11). */
export { SEED_IMAGES_PATH };

export type SeedCatalogue = { dishes: readonly SeedDish[]; meals: readonly SeedMeal[] };

/**
 * Fills an empty menu (no dishes and no meals) with the demo catalogue, and makes sure the kitchen
 * row exists (open). Meals get the fixed thali values (spec 3: hours 0-23, rating '4.8'); every item its
 * Hindi name and description (issue 16, D62).
 * Returns true when it seeded. Throws if a meal names a dish key the catalogue lacks.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  now: Date,
  catalogue: SeedCatalogue = { dishes: seedDishes, meals: seedMeals },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('kitchen')
      .values({ id: 1, is_open: 1, updated_at: toStoredTime(now) })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const dishes = await trx
      .selectFrom('dishes')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    const meals = await trx
      .selectFrom('meals')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    if (toCount(dishes?.count as number | string) > 0 || toCount(meals?.count as number | string) > 0) return false;

    // Creation times a millisecond apart keep the menu in the catalogue's order.
    const at = (index: number) => toStoredTime(new Date(now.getTime() + index));
    const dishIds = new Map<string, string>();
    for (const [index, dish] of catalogue.dishes.entries()) {
      const id = newId();
      dishIds.set(dish.key, id);
      await trx
        .insertInto('dishes')
        .values({
          id,
          name: dish.name,
          description: dish.description,
          name_hi: dish.name_hi,
          description_hi: dish.description_hi,
          img_url: JSON.stringify([SEED_IMAGES_PATH + dish.image]),
          asset_aws_key: null,
          selling_price: dish.selling_price,
          category: dish.category,
          sub_category: dish.sub_category,
          is_active: toFlag(dish.is_active),
          is_show: toFlag(dish.is_show),
          is_scratched: 0,
          created_at: at(index),
        })
        .execute();
    }
    for (const [index, meal] of catalogue.meals.entries()) {
      const id = newId();
      await trx
        .insertInto('meals')
        .values({
          id,
          name: meal.name,
          description: meal.description,
          name_hi: meal.name_hi,
          description_hi: meal.description_hi,
          img_url: JSON.stringify([SEED_IMAGES_PATH + meal.image]),
          selling_price: meal.selling_price,
          actual_price: meal.actual_price,
          cost_price: meal.cost_price,
          tag: meal.tag,
          category: meal.category,
          sub_category: null,
          is_active: toFlag(meal.is_active),
          is_show: toFlag(meal.is_show),
          asset_aws_key: null,
          start_hour: THALI_START_HOUR,
          end_hour: THALI_END_HOUR,
          date: toStoredTime(now),
          rating: THALI_RATING,
          created_at: at(index),
        })
        .execute();
      for (const [position, key] of meal.dishKeys.entries()) {
        const dishId = dishIds.get(key);
        if (!dishId) throw new Error(`Seed meal '${meal.name}' names unknown dish key '${key}'`);
        await trx.insertInto('meal_dishes').values({ meal_id: id, dish_id: dishId, position }).execute();
      }
    }
    return true;
  });
}
