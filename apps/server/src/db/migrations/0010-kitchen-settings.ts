import type { Kysely } from 'kysely';

/**
 * The kitchen's own settings (issue 13, docs/decisions/0040): one row (`id` 1), one column per
 * setting, so a partial change is one UPDATE of only the columns it names and two changes of
 * different settings at once both land. Lists (pincodes, societies with towers, coupon offers) are
 * JSON text. The row is written at the first start by `seedKitchenSettings` from the server's
 * settings (SERVICEABLE_PINCODES, ORDER_ETA_MINUTES, COUPON_OFFERS), not here: a migration has no
 * configuration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kitchen_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('support_phone', 'text', (c) => c.notNull())
    .addColumn('fssai_licence', 'text', (c) => c.notNull())
    .addColumn('serviceable_pincodes', 'text', (c) => c.notNull())
    .addColumn('societies', 'text', (c) => c.notNull())
    .addColumn('upi_id', 'text', (c) => c.notNull())
    .addColumn('order_eta_minutes', 'integer', (c) => c.notNull())
    .addColumn('coupon_offers', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops the table `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kitchen_settings').execute();
}
