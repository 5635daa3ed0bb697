import type { Kysely } from 'kysely';

/**
 * Meal slots (issue 14, docs/decisions/0047).
 * - `slot_plan`: the seller's weekly plan, one row per entry; `weekdays` is JSON text of 0 (Monday) to 6,
 *   times are the kitchen's wall clock 'HH:MM', `capacity` counts plates.
 * - `slots`: one day's slot, made from its plan entry the first time the day is asked for (one row per
 *   date and entry: the unique index makes two instances making it at once write one row). Times are
 *   instants (ISO-8601 UTC); `taken` counts the plates its orders took, raised only by a conditional
 *   UPDATE that keeps `taken <= capacity`; `changed` is 1 once the seller changed that day, so a new plan
 *   leaves the day as the seller set it.
 * - `orders`: the slot an order is delivered in, copied as it was (name, window) so the order reads the
 *   same if the plan changes, and the plates it took, given back if it is cancelled.
 * - `kitchen_settings.order_days_ahead`: how many days ahead customers may order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('slot_plan')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('order_by', 'text', (c) => c.notNull())
    .addColumn('delivery_from', 'text', (c) => c.notNull())
    .addColumn('delivery_to', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('slots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order_by', 'text', (c) => c.notNull())
    .addColumn('delivery_from', 'text', (c) => c.notNull())
    .addColumn('delivery_to', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('changed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slots_date_plan').on('slots').columns(['date', 'plan_id']).unique().execute();
  await db.schema.alterTable('orders').addColumn('slot_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('slot_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('slot_date', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_from', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_to', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('plates', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_slot').on('orders').columns(['slot_id', 'created_at']).execute();
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('order_days_ahead', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kitchen_settings').dropColumn('order_days_ahead').execute();
  await db.schema.dropIndex('orders_slot').execute();
  for (const column of ['plates', 'delivery_to', 'delivery_from', 'slot_date', 'slot_name', 'slot_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('slots').execute();
  await db.schema.dropTable('slot_plan').execute();
}
