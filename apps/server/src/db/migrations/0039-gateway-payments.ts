import { sql, type Kysely } from 'kysely';

/**
 * Online payments through the kitchen's payment gateway, Razorpay (issue 27 part 2, docs/decisions/0100).
 *
 * `gateway_settings`: one row (`id` 1) once the seller saves them: the public key id, the key secret (the
 * server's basic auth and checkout signature key) and the webhook secret. Only the server reads the secrets:
 * never answered, never logged.
 *
 * `gateway_payments`: each payment Rasoi asked the gateway for, for an order awaiting payment (`kind`
 * 'order', `order_id`) or an account top-up ('topup'), of `amount_paise`, the server's. `gateway_order_id`
 * (the gateway's order) is unique; `gateway_payment_id` (the payment that paid it) is unique where set, so
 * one captured payment confirms one row. `status` created -> paid. One created row per order at a time
 * (partial unique index): a repeated or racing request answers the one already made.
 *
 * `gateway_events`: each signed webhook event processed, by the gateway's event id (primary key): the
 * same event delivered again, at once or later, on one instance or two, inserts nothing and changes
 * nothing. Stored in the transaction of its effect.
 *
 * `gateway_refunds`: a refund owed on a paid payment (the order cancelled, or paid after it was given up),
 * at most one per payment, of its whole amount. `status` due (to send, or to send again after a failed
 * call: `last_error`, `attempts`) -> sending (one caller holds it) -> requested (the gateway took it,
 * `gateway_refund_id`) -> processed (its webhook, or the answer, says so) | failed (the gateway said so).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('key_id', 'text')
    .addColumn('key_secret', 'text')
    .addColumn('webhook_secret', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gateway_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('order', 'topup')`))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'paid')`))
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('gateway_payments_order', sql`(kind = 'order') = (order_id is not null)`)
    .addCheckConstraint(
      'gateway_payments_paid',
      sql`(status = 'paid') = (paid_at is not null and gateway_payment_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('gateway_payments_created_order')
    .on('gateway_payments')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 'created')
    .execute();
  await db.schema.createIndex('gateway_payments_order').on('gateway_payments').column('order_id').execute();

  await db.schema
    .createTable('gateway_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gateway_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('gateway_payments.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('cancelled', 'late_payment', 'wrong_amount')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('due', 'sending', 'requested', 'processed', 'failed')`),
    )
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sending_since', 'text')
    .addColumn('processed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gateway_refunds_status').on('gateway_refunds').column('status').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_refunds').execute();
  await db.schema.dropTable('gateway_events').execute();
  await db.schema.dropTable('gateway_payments').execute();
  await db.schema.dropTable('gateway_settings').execute();
}
