import type { Kysely } from 'kysely';

/**
 * Diet notes per order (issue 15, D55): one column per note on `orders`, so the prep sheet counts them
 * in the one grouped statement it already runs. Flags are 0/1 (D2), `diet_spice` is 'less', 'medium',
 * 'spicy' or null (the kitchen's usual), `diet_note` the customer's plain-text note or null. Orders
 * stored before this migration read as asking for nothing. One column per statement: SQLite adds one
 * column per ALTER TABLE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const flag = (name: string) =>
    db.schema
      .alterTable('orders')
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await flag('diet_jain');
  await flag('diet_no_onion_garlic');
  await flag('diet_less_oil');
  await db.schema.alterTable('orders').addColumn('diet_spice', 'text').execute();
  await db.schema.alterTable('orders').addColumn('diet_note', 'text').execute();
}

/** Drops the columns `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['diet_note', 'diet_spice', 'diet_less_oil', 'diet_no_onion_garlic', 'diet_jain']) {
    await db.schema.alterTable('orders').dropColumn(name).execute();
  }
}
