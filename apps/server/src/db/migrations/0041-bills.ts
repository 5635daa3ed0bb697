import { sql, type Kysely } from 'kysely';

/**
 * Numbered bills and credit notes (issue 28 part 1, docs/decisions/0107).
 *
 * `kitchen_settings` gains what a bill carries and is: the kitchen's address, its GSTIN ('' when not
 * registered), its GST scheme ('none', 'composition' or 'regular') and the bill numbers' prefix ('RS').
 *
 * `bill_counters`: one row per series (a kind: 'bill' or 'credit_note') and financial year ('2026-27'),
 * holding the last serial given. A bill takes the next serial with one upsert that returns it, in the
 * transaction that makes the bill: the row stays locked to the commit, so serials are given one after
 * another across instances, and a rolled-back bill gives its serial back (no gap).
 *
 * `bills`: every bill and credit note, never updated or deleted: the kind, the type (bill of supply or tax
 * invoice), the financial year and serial (unique together per kind: no number twice), the number as
 * printed (unique), the order (one bill and at most one credit note each: a unique key led by the order,
 * which is also how an order's bill is found), a credit note's bill, the
 * kitchen day and instant it was made, the totals in paise the lists and the export read, and the whole
 * document as it was made (JSON text: kitchen, customer, lines, money).
 *
 * `books_settings` (issue 28 part 2, D108): one row (`id` 1) once the seller changes a limit the books
 * watch (FSSAI registration, GST registration, composition, UPI a month on a personal id), in paise; no row
 * reads today's defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('gstin', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('gst_scheme', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`gst_scheme in ('none', 'composition', 'regular')`),
    )
    .execute();
  await db.schema
    .alterTable('kitchen_settings')
    .addColumn('bill_prefix', 'text', (c) => c.notNull().defaultTo('RS'))
    .execute();
  await db.schema
    .createTable('bill_counters')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bill', 'credit_note')`))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bill_counters_pk', ['kind', 'financial_year'])
    .execute();
  await db.schema
    .createTable('bills')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bill', 'credit_note')`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('bill_of_supply', 'tax_invoice')`))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('bill_id', 'text', (c) => c.references('bills.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('tax_paise', 'integer', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addUniqueConstraint('bills_series_serial', ['kind', 'financial_year', 'serial'])
    .addUniqueConstraint('bills_one_per_order', ['order_id', 'kind'])
    .execute();
  // The seller's list by month and the export read the bills of a span of days in order.
  await db.schema.createIndex('bills_by_day').on('bills').columns(['day', 'issued_at', 'id']).execute();
  await db.schema
    .createTable('books_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('fssai_registration', 'bigint', (c) => c.notNull())
    .addColumn('gst_registration', 'bigint', (c) => c.notNull())
    .addColumn('composition', 'bigint', (c) => c.notNull())
    .addColumn('upi_personal_month', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops what `up` created and added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('books_settings').execute();
  await db.schema.dropTable('bills').execute();
  await db.schema.dropTable('bill_counters').execute();
  for (const column of ['bill_prefix', 'gst_scheme', 'gstin', 'address']) {
    await db.schema.alterTable('kitchen_settings').dropColumn(column).execute();
  }
}
