import { sql, type Kysely } from 'kysely';

/**
 * Cancelling an order (issue 15, D54):
 * - `orders.cancel_reason`, `cancelled_by` ('customer' | 'seller'), `cancelled_at`: null until cancelled;
 * - `orders.slot_order_by`: the slot's cut-off copied when placed, like its delivery window (the
 *   customer's cancel deadline reads it); orders placed before this are filled from their slot;
 * - `kitchen_settings.cancel_window_minutes`: minutes after placing a customer may cancel (default 5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancelled_by', 'text').execute();
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('slot_order_by', 'text').execute();
  await sql`UPDATE orders SET slot_order_by = (SELECT order_by FROM slots WHERE slots.id = orders.slot_id) WHERE slot_id IS NOT NULL`.execute(
    db,
  );
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('cancel_window_minutes', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('kitchen_settings').dropColumn('cancel_window_minutes').execute();
  for (const column of ['slot_order_by', 'cancelled_at', 'cancelled_by', 'cancel_reason']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
