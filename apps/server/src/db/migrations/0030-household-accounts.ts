import { sql, type Kysely } from 'kysely';

/**
 * The household account, a ledger (issue 26, docs/decisions/0088). Money in integer paise.
 *
 * `household_accounts`: one row per customer who has one (made by their first payment), the balance
 * the sum of their entries, the terms the seller sets (credit limit, monthly payment allowed), and
 * `owing_since`, the kitchen day the balance last went below zero (null while it is not). The balance
 * changes only in the posting's own transaction, by a conditional UPDATE; the CHECKs are the last line:
 * never below minus the credit limit, never above the ceiling (which keeps PostgreSQL's 32-bit integer
 * far from overflow).
 *
 * `ledger_entries`: every posting, never changed or deleted. The sign follows the kind (a meal takes,
 * a payment or refund gives, an adjustment either way, never zero); `balance_after_paise` is the balance
 * the posting left, so a statement reads its running balance without summing; the idempotency key is
 * unique per account, so a repeated posting finds the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('household_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit_limit_paise', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credit_limit_paise >= 0 and credit_limit_paise <= 10000000`),
    )
    .addColumn('on_account_allowed', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`on_account_allowed in (0, 1)`),
    )
    .addColumn('owing_since', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('household_accounts_within_limit', sql`balance_paise >= -credit_limit_paise`)
    .addCheckConstraint('household_accounts_below_ceiling', sql`balance_paise <= 100000000`)
    .execute();
  // The dues list: the households below zero, most owed first.
  await db.schema
    .createIndex('household_accounts_balance')
    .on('household_accounts')
    .columns(['balance_paise', 'user_id'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('household_accounts.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment', 'meal', 'refund', 'adjustment')`))
    .addColumn('method', 'text', (c) => c.check(sql`method in ('cash', 'upi')`))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('balance_after_paise', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('source_type', 'text')
    .addColumn('source_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().check(sql`length(note) <= 200`))
    .addColumn('recorded_by', 'text', (c) => c.notNull().check(sql`recorded_by in ('seller', 'system')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'ledger_entries_sign',
      sql`(kind = 'meal' and amount_paise < 0) or (kind in ('payment', 'refund') and amount_paise > 0)
        or (kind = 'adjustment' and amount_paise <> 0)`,
    )
    .addCheckConstraint('ledger_entries_method', sql`(kind = 'payment') = (method is not null)`)
    .addUniqueConstraint('ledger_entries_user_key', ['user_id', 'idempotency_key'])
    .execute();
  // The account page, newest first, and a month's statement in order.
  await db.schema
    .createIndex('ledger_entries_user_created')
    .on('ledger_entries')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_day')
    .on('ledger_entries')
    .columns(['user_id', 'day', 'id'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('household_accounts').execute();
}
