import { sql, type Kysely } from 'kysely';

/**
 * The first schema: users and sessions, one-time codes, the menu, addresses, orders with their
 * lines, coupons, push subscriptions and the kitchen flag. Column types are the ones both SQLite and
 * PostgreSQL read the same way (text, integer); see db/schema.ts for the conventions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('customer', 'seller')`))
    .addColumn('pin_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('otp_codes_mobile_created').on('otp_codes').columns(['mobile', 'created_at']).execute();

  await db.schema
    .createTable('dishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('img_url', 'text', (c) => c.notNull())
    .addColumn('asset_aws_key', 'text')
    .addColumn('selling_price', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sub_category', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_scratched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('img_url', 'text', (c) => c.notNull())
    .addColumn('selling_price', 'integer', (c) => c.notNull())
    .addColumn('actual_price', 'integer', (c) => c.notNull())
    .addColumn('cost_price', 'integer', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('sub_category', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('asset_aws_key', 'text')
    .addColumn('start_hour', 'integer', (c) => c.notNull())
    .addColumn('end_hour', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('rating', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meal_dishes')
    .addColumn('meal_id', 'text', (c) => c.notNull().references('meals.id').onDelete('cascade'))
    .addColumn('dish_id', 'text', (c) => c.notNull().references('dishes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('meal_dishes_pk', ['meal_id', 'dish_id'])
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reciever_name', 'text', (c) => c.notNull())
    .addColumn('reciever_mobile', 'text', (c) => c.notNull())
    .addColumn('flat_number', 'text', (c) => c.notNull())
    .addColumn('tower_number', 'text', (c) => c.notNull())
    .addColumn('society', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_created').on('addresses').columns(['user_id', 'created_at']).execute();

  // Orders keep a snapshot of the address and of each line's name and price, so later menu or
  // address edits never change a placed order's bill. Lines reference no menu row for the same reason.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('platform_fee', 'integer', (c) => c.notNull())
    .addColumn('delivery_charge', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('address_id', 'text', (c) => c.notNull())
    .addColumn('reciever_name', 'text', (c) => c.notNull())
    .addColumn('reciever_mobile', 'text', (c) => c.notNull())
    .addColumn('flat_number', 'text', (c) => c.notNull())
    .addColumn('tower_number', 'text', (c) => c.notNull())
    .addColumn('society', 'text', (c) => c.notNull())
    .addColumn('locality', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('receipt', 'text')
    .addColumn('coupon_id', 'text')
    .addColumn('total_time', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_created').on('orders').column('created_at').execute();

  await db.schema
    .createTable('order_meals')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('meal_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_meals_pk', ['order_id', 'meal_id'])
    .execute();

  await db.schema
    .createTable('order_dishes')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('dish_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sub_category', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_dishes_pk', ['order_id', 'dish_id'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('off', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('is_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_scratched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description_text', 'text', (c) => c.notNull())
    .addColumn('won_with_order_id', 'text')
    .addColumn('used_by_order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_user_created').on('coupons').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('keys_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('kitchen')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('is_open', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops everything `up` created, children first. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'kitchen',
    'push_subscriptions',
    'coupons',
    'order_dishes',
    'order_meals',
    'orders',
    'addresses',
    'meal_dishes',
    'meals',
    'dishes',
    'otp_codes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
