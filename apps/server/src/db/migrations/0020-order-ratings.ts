import type { Kysely } from 'kysely';

/**
 * Real ratings (issue 15, D56). `order_ratings`: one row per rated order, the order id its primary key,
 * so a second rating of one order is refused by the database however the requests race.
 * `meal_rating_totals`: per thali, the running sum of stars and the number of rated orders that held
 * it, added to in the rating's own transaction, so the menu reads an average with one join instead of
 * grouping every rated order's lines. Both start empty: no order was rated before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_ratings')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The seller's reviews, newest first by (created_at, order_id): a page reads a few index entries.
  await db.schema
    .createIndex('order_ratings_created_at_order_id')
    .on('order_ratings')
    .columns(['created_at', 'order_id'])
    .execute();
  await db.schema
    .createTable('meal_rating_totals')
    .addColumn('meal_id', 'text', (c) => c.primaryKey())
    .addColumn('stars_sum', 'integer', (c) => c.notNull())
    .addColumn('ratings', 'integer', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('meal_rating_totals').execute();
  await db.schema.dropTable('order_ratings').execute();
}
