import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { OrderStatus } from '@rasoi/domain/constants';
import type { Database, OrderDishesTable, OrderMealsTable, OrdersTable } from '../src/db/schema.ts';
import { toStoredTime } from '../src/db/values.ts';

/** How many of the newest seeded orders are still Preparing and Out For Delivery; older ones are Delivered. */
export const SEEDED_ACTIVE = { preparing: 20, outForDelivery: 10 } as const;

// Rows per INSERT: 24 columns x 500 stays under SQLite's 32,766 bound parameters (and PostgreSQL's 65,535).
const ORDERS_PER_INSERT = 500;

/** The thali quantity of the order seeded at `index` (oldest first), so a test can tell orders' lines apart. */
export function seededMealQuantity(index: number): number {
  return 1 + (index % 5);
}

/** The status of the order `fromNewest` places from the newest seeded one. */
export function seededStatus(fromNewest: number): OrderStatus {
  if (fromNewest < SEEDED_ACTIVE.preparing) return 'Preparing';
  if (fromNewest < SEEDED_ACTIVE.preparing + SEEDED_ACTIVE.outForDelivery) return 'Out For Delivery';
  return 'Delivered';
}

/** An id as newId makes it (lib/crypto.ts: creation second, then 8 random bytes), for a past instant. */
function idAt(time: Date): string {
  const seconds = Buffer.alloc(4);
  seconds.writeUInt32BE(Math.floor(time.getTime() / 1000));
  return seconds.toString('hex') + randomBytes(8).toString('hex');
}

let seedCalls = 0;

/**
 * Writes `count` orders straight into the database, as a long history leaves them (issue 11: tests
 * and bench/seller-orders.ts): spread evenly over the `days` before `now`, `sameInstant` orders in a
 * row sharing one creation time (default 1), each with a thali line (seededMealQuantity) and an add-on
 * line, from `customers` new customers (or the given `userIds`); statuses by seededStatus. Batched
 * multi-row inserts in one transaction: 100,000 orders in a few seconds. Returns the ids, oldest first.
 */
export async function seedOrders(
  db: Kysely<Database>,
  count: number,
  options: { now?: Date; days?: number; sameInstant?: number; customers?: number; userIds?: string[] } = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const spanMs = (options.days ?? 365) * 24 * 60 * 60 * 1000;
  const sameInstant = options.sameInstant ?? 1;
  const stepMs = spanMs / Math.max(Math.ceil(count / sameInstant), 1);
  const meal = await db
    .selectFrom('meals')
    .select(['id', 'name', 'name_hi', 'selling_price'])
    .executeTakeFirstOrThrow();
  const dish = await db
    .selectFrom('dishes')
    .select(['id', 'name', 'name_hi', 'selling_price', 'sub_category'])
    .where('sub_category', '=', 'addon')
    .executeTakeFirstOrThrow();
  seedCalls += 1;
  const call = seedCalls;
  const ids: string[] = [];

  await db.transaction().execute(async (trx) => {
    let userIds = options.userIds;
    if (!userIds) {
      const users = Array.from({ length: options.customers ?? 200 }, (_, i) => ({
        id: idAt(now),
        mobile: `7${String(call % 1000).padStart(3, '0')}${String(i).padStart(6, '0')}`,
        role: 'customer' as const,
        pin_hash: null,
        created_at: toStoredTime(now),
      }));
      await trx.insertInto('users').values(users).execute();
      userIds = users.map((user) => user.id);
    }

    for (let start = 0; start < count; start += ORDERS_PER_INSERT) {
      const orders: Insertable<OrdersTable>[] = [];
      const meals: Insertable<OrderMealsTable>[] = [];
      const dishes: Insertable<OrderDishesTable>[] = [];
      for (let i = start; i < Math.min(start + ORDERS_PER_INSERT, count); i += 1) {
        const at = new Date(now.getTime() - spanMs + Math.floor(i / sameInstant) * stepMs);
        const id = idAt(at);
        const userId = userIds[i % userIds.length]!;
        const quantity = seededMealQuantity(i);
        const price = meal.selling_price * quantity + dish.selling_price;
        ids.push(id);
        orders.push({
          id,
          user_id: userId,
          status: seededStatus(count - 1 - i),
          price,
          discount: 0,
          platform_fee: 2,
          delivery_charge: 0,
          amount: price + 2,
          address_id: userId,
          reciever_name: `Seeded Customer ${i % userIds.length}`,
          reciever_mobile: '9876543210',
          flat_number: String(100 + (i % 900)),
          tower_number: `T${i % 12}`,
          society: 'Seeded Heights',
          locality: 'Sector 1',
          pincode: '201009',
          payment_method: 'COD',
          currency: 'INR',
          receipt: null,
          coupon_id: null,
          total_time: 30,
          idempotency_key: null,
          created_at: toStoredTime(at),
          updated_at: toStoredTime(at),
          slot_id: null,
          slot_name: null,
          slot_date: null,
          delivery_from: null,
          delivery_to: null,
          plates: 0,
          placed_by: 'customer',
        });
        meals.push({
          order_id: id,
          meal_id: meal.id,
          name: meal.name,
          name_hi: meal.name_hi,
          unit_price: meal.selling_price,
          quantity,
        });
        dishes.push({
          order_id: id,
          dish_id: dish.id,
          name: dish.name,
          name_hi: dish.name_hi,
          unit_price: dish.selling_price,
          quantity: 1,
          sub_category: dish.sub_category,
        });
      }
      await trx.insertInto('orders').values(orders).execute();
      await trx.insertInto('order_meals').values(meals).execute();
      await trx.insertInto('order_dishes').values(dishes).execute();
    }
  });
  return ids;
}
