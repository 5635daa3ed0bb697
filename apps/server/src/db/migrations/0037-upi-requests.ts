import { sql, type Kysely } from 'kysely';

/**
 * The UPI payments Rasoi asks for (issue 27, docs/decisions/0098): each an exact amount in paise that no
 * other open request has, so a bank's credit alert for that amount names the one request it pays.
 * `kind` 'order' (a UPI-on-delivery order, `order_id`) or 'topup' (a household account top-up); `bill_paise`
 * what is owed, `amount_paise` what is asked (the bill less 0-99 paise); `status` open -> paid | expired |
 * cancelled; `rrn` the bank's reference of the credit that paid it (unique: one credit pays one request).
 * The partial unique index holds the rule that two open requests never ask the same amount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upi_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('order', 'topup')`))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('bill_paise', 'integer', (c) => c.notNull().check(sql`bill_paise > 0 and bill_paise <= 10000000`))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'paid', 'expired', 'cancelled')`))
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('rrn', 'text', (c) => c.unique())
    .addCheckConstraint(
      'upi_requests_amount',
      sql`amount_paise > 0 and amount_paise <= bill_paise and amount_paise > bill_paise - 100`,
    )
    .addCheckConstraint('upi_requests_order', sql`(kind = 'order') = (order_id is not null)`)
    .addCheckConstraint('upi_requests_paid', sql`(status = 'paid') = (paid_at is not null and rrn is not null)`)
    .execute();
  await db.schema
    .createIndex('upi_requests_open_amount')
    .on('upi_requests')
    .column('amount_paise')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // One open request an order: asking again answers the open one.
  await db.schema
    .createIndex('upi_requests_open_order')
    .on('upi_requests')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('upi_requests_user').on('upi_requests').columns(['user_id', 'opened_at']).execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upi_requests').execute();
}
