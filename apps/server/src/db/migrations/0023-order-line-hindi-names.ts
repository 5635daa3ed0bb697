import type { Kysely } from 'kysely';

/**
 * Hindi names on order lines (issue 16, D62): `order_meals` and `order_dishes` each get a nullable
 * `name_hi`, the item's Hindi name copied beside its English `name` when the order is placed, so a
 * customer or seller reading Hindi sees the order's items in Hindi. Null means none (the English is
 * shown); lines stored before this migration have none. One column per statement (SQLite).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_meals', 'order_dishes']) {
    await db.schema.alterTable(table).addColumn('name_hi', 'text').execute();
  }
}

/** Drops the columns `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['order_dishes', 'order_meals']) {
    await db.schema.alterTable(table).dropColumn('name_hi').execute();
  }
}
