import type { Kysely } from 'kysely';

/**
 * The day's menu (issue 14): `slot_menu_items` names the thalis (`kind` 'meal') and dishes ('dish') one
 * day's slot offers. A slot without rows offers the whole shown-and-active catalogue; with rows, only
 * those (still only while shown and active). The rows go with their slot (a day forgotten after a plan
 * change); the primary key serves the one read an order makes, all rows of its slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slot_menu_items')
    .addColumn('slot_id', 'text', (c) => c.notNull().references('slots.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slot_menu_items_pk', ['slot_id', 'kind', 'item_id'])
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slot_menu_items').execute();
}
