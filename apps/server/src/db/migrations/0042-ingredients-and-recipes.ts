import { sql, type Kysely } from 'kysely';

/**
 * Ingredients, their prices, recipes and the seller's plate estimates (issue 28 part 3,
 * docs/decisions/0109 and 0110). Quantities are integer thousandths of the ingredient's unit
 * ("milli-units": grams of a kg, millilitres of a litre); money integer paise.
 *
 * `ingredients`: name (unique) and Hindi name, the unit (kg, litre, piece, bunch; never changed once made),
 * the pack the seller buys it in (milli-units) and its diet tags as JSON text (a list of the domain's
 * DIET_TAGS).
 *
 * `ingredient_prices`: a price history, only ever added to: paise a unit from a kitchen day on. The price
 * of a day is the row with the latest `from_day` on or before it, the newest (`created_at`, then `id`) of that
 * day when the seller set it twice; a later price never changes an earlier day's.
 *
 * `recipe_lines`: one plate of a thali ('meal') or dish: each ingredient once with its quantity a plate.
 * A thali's plate is its own lines and its dishes' (meal_dishes).
 *
 * `plate_estimates`: the plates the seller expects on a kitchen day beyond the orders and plan meals, per
 * thali or dish (no row: none), for the market list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingredients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_hi', 'text')
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('kg', 'litre', 'piece', 'bunch')`))
    .addColumn('pack_milli', 'integer', (c) => c.notNull().check(sql`pack_milli > 0`))
    .addColumn('diet_tags', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ingredient_prices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ingredient_id', 'text', (c) => c.notNull().references('ingredients.id'))
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ingredient_prices_by_day')
    .on('ingredient_prices')
    .columns(['ingredient_id', 'from_day', 'id'])
    .execute();
  await db.schema
    .createTable('recipe_lines')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('meal', 'dish')`))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('ingredient_id', 'text', (c) => c.notNull().references('ingredients.id'))
    .addColumn('quantity_milli', 'integer', (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('recipe_lines_pk', ['kind', 'item_id', 'ingredient_id'])
    .execute();
  await db.schema
    .createTable('plate_estimates')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('meal', 'dish')`))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('plates', 'integer', (c) => c.notNull().check(sql`plates > 0`))
    .addPrimaryKeyConstraint('plate_estimates_pk', ['day', 'kind', 'item_id'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('plate_estimates').execute();
  await db.schema.dropTable('recipe_lines').execute();
  await db.schema.dropIndex('ingredient_prices_by_day').execute();
  await db.schema.dropTable('ingredient_prices').execute();
  await db.schema.dropTable('ingredients').execute();
}
