/**
 * Ten years of a busy kitchen (issue 17): writes a history straight into a migrated, seeded database,
 * not through HTTP. Default 1,000,000 orders over 3,650 days from 20,000 customers, each with one
 * address. Customers order unevenly (the r-th most regular one with weight 1/(r + 500): the most
 * regular about 540 orders, a week's worth of habit for ten years). Each order is placed at lunch or
 * dinner in the kitchen's timezone, one or two thali lines and zero to three dish lines (add-ons and
 * regular dishes) from the seeded menu; about 4% are cancelled (reason, by whom, when), the newest 20
 * are Preparing and the 10 before them Out For Delivery, the rest Delivered; delivered orders are
 * collected in cash (60%) or UPI (30%) or not yet (10%); about one in twelve carries a discount and
 * one in seven delivered orders a rating (meal_rating_totals summed from them after).
 *
 * Batched multi-row inserts in one transaction (a few hundred rows a statement, under both engines'
 * bound-parameter limits), then `analyze` (SQLite) or `vacuum analyze` (PostgreSQL), as autovacuum does
 * within a minute of a bulk insert. Deterministic for a given seed (mulberry32), except the ids' random
 * halves and `now`.
 *
 * Used by bench/history-db.ts (the full size, runnable alone) and by the tests comparing the per-day
 * sums with the plain counts (a few thousand orders over a few years).
 */
import { randomBytes } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { CollectionMethod, OrderStatus } from '@rasoi/domain/constants';
import { formatLocalDate, parseLocalDate, startOfLocalDay } from '@rasoi/domain/time-frame';
import type {
  AddressesTable,
  Database,
  OrderDishesTable,
  OrderMealsTable,
  OrderRatingsTable,
  OrdersTable,
  UsersTable,
} from '../src/db/schema.ts';
import { toStoredTime } from '../src/db/values.ts';

/** The size of a generated history. */
export type HistorySize = { orders: number; days: number; customers: number };
export const FULL_HISTORY: HistorySize = { orders: 1_000_000, days: 3_650, customers: 20_000 };

/** What a generation wrote: the customer with the most orders and how many, and the seconds it took. */
export type HistoryDb = { busiestCustomer: string; busiestOrders: number; seconds: number; orders: number };

// Rows per statement: 35 order columns x 400 stays under SQLite's 32,766 bound parameters.
const ROWS_PER_INSERT = 400;
const DAY_MS = 24 * 60 * 60 * 1000;
// PostgreSQL: rows per statement sent as one JSON parameter (json_populate_recordset), parsed by the server
// in one go instead of tens of thousands of bound values.
const ROWS_PER_JSON = 5_000;

/**
 * Inserts rows into a table: on SQLite as multi-row INSERTs of ROWS_PER_INSERT, on PostgreSQL as
 * `insert ... select from json_populate_recordset` of ROWS_PER_JSON (the columns of the first row; the
 * others take their defaults).
 */
async function insertRows<T extends keyof Database & string>(
  trx: Kysely<Database>,
  engine: 'sqlite' | 'postgres',
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  if (engine === 'sqlite') {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + ROWS_PER_INSERT) as never)
        .execute();
    }
    return;
  }
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
  for (let i = 0; i < rows.length; i += ROWS_PER_JSON) {
    const json = JSON.stringify(rows.slice(i, i + ROWS_PER_JSON));
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(trx);
  }
}

/** mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An id as newId makes it (lib/crypto.ts: creation second, then 8 random bytes), for a past instant. */
function idAt(time: Date): string {
  const seconds = Buffer.alloc(4);
  seconds.writeUInt32BE(Math.floor(time.getTime() / 1000));
  return seconds.toString('hex') + randomBytes(8).toString('hex');
}

/**
 * Writes the history into `db` (migrated and seeded: it reads the menu), ending at `now`. Takes the
 * size, the kitchen's timezone and a seed; returns the busiest customer. Throws when the menu is empty.
 */
export async function generateHistory(
  db: Kysely<Database>,
  options: { engine: 'sqlite' | 'postgres'; size?: HistorySize; now?: Date; timeZone: string; seed?: number },
): Promise<HistoryDb> {
  const started = performance.now();
  const size = options.size ?? FULL_HISTORY;
  const now = options.now ?? new Date();
  const rand = random(options.seed ?? 17);
  const meals = await db.selectFrom('meals').select(['id', 'name', 'name_hi', 'selling_price']).execute();
  const dishes = await db
    .selectFrom('dishes')
    .select(['id', 'name', 'name_hi', 'selling_price', 'sub_category'])
    .execute();
  if (meals.length === 0 || dishes.length === 0) throw new Error('the menu is empty: seed the database first');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

  // Customers, registered on the history's first day, and their weights (cumulative, for a binary search).
  const firstDay = new Date(now.getTime() - size.days * DAY_MS);
  const customers: { id: string; address: Insertable<AddressesTable> }[] = [];
  const users: Insertable<UsersTable>[] = [];
  for (let i = 0; i < size.customers; i += 1) {
    const registered = new Date(firstDay.getTime() + Math.floor((i / size.customers) * (size.days / 2)) * DAY_MS);
    const id = idAt(registered);
    const mobile = `6${String(i).padStart(9, '0')}`;
    users.push({ id, mobile, role: 'customer', pin_hash: null, created_at: toStoredTime(registered) });
    customers.push({
      id,
      address: {
        id: idAt(registered),
        user_id: id,
        reciever_name: `Customer ${i}`,
        reciever_mobile: mobile,
        flat_number: String(100 + (i % 900)),
        tower_number: `T${i % 12}`,
        society: `Society ${i % 40}`,
        locality: 'Sector 1',
        pincode: '201009',
        created_at: toStoredTime(registered),
      },
    });
  }
  // Ranks shuffled so the busiest customer is not the first registered.
  const rankOf = customers.map((_, i) => i).sort(() => rand() - 0.5);
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < customers.length; i += 1) {
    total += 1 / (rankOf[i]! + 500);
    cumulative.push(total);
  }
  const customerAt = (u: number): number => {
    let lo = 0;
    let hi = cumulative.length - 1;
    const target = u * total;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const ordersOf = new Map<number, number>();

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < users.length; start += ROWS_PER_INSERT) {
      await insertRows(trx, options.engine, 'users', users.slice(start, start + ROWS_PER_INSERT));
      await insertRows(
        trx,
        options.engine,
        'addresses',
        customers.slice(start, start + ROWS_PER_INSERT).map((c) => c.address),
      );
    }

    // Orders day by day, oldest first; each day's share at lunch (11:30-14:30) or dinner (19:00-22:30).
    const today = parseLocalDate(formatLocalDate(now, options.timeZone))!;
    const todayStart = startOfLocalDay(today, options.timeZone);
    let written = 0;
    let orders: Insertable<OrdersTable>[] = [];
    let mealLines: Insertable<OrderMealsTable>[] = [];
    let dishLines: Insertable<OrderDishesTable>[] = [];
    let ratings: Insertable<OrderRatingsTable>[] = [];
    const flush = async () => {
      await insertRows(trx, options.engine, 'orders', orders);
      await insertRows(trx, options.engine, 'order_meals', mealLines);
      await insertRows(trx, options.engine, 'order_dishes', dishLines);
      await insertRows(trx, options.engine, 'order_ratings', ratings);
      orders = [];
      mealLines = [];
      dishLines = [];
      ratings = [];
    };
    for (let day = size.days - 1; day >= 0; day -= 1) {
      const dayStart = new Date(todayStart.getTime() - day * DAY_MS);
      const count = Math.floor(((size.days - day) * size.orders) / size.days) - written;
      const times: number[] = [];
      for (let k = 0; k < count; k += 1) {
        const lunch = rand() < 0.55;
        const offsetMinutes = lunch ? 11.5 * 60 + rand() * 180 : 19 * 60 + rand() * 210;
        times.push(dayStart.getTime() + Math.floor(offsetMinutes * 60_000));
      }
      times.sort((a, b) => a - b);
      for (const time of times) {
        // The newest orders may fall after `now` on today's dinner: keep every order in the past.
        const at = new Date(Math.min(time, now.getTime() - (size.orders - written) * 1000));
        const fromNewest = size.orders - 1 - written;
        const who = customerAt(rand());
        ordersOf.set(who, (ordersOf.get(who) ?? 0) + 1);
        const customer = customers[who]!;
        const id = idAt(at);
        let price = 0;
        const thalis = rand() < 0.8 || meals.length < 2 ? 1 : 2;
        const first = Math.floor(rand() * meals.length);
        for (let t = 0; t < thalis; t += 1) {
          const meal = meals[(first + t) % meals.length]!;
          const quantity = 1 + Math.floor(rand() * rand() * 4);
          price += meal.selling_price * quantity;
          mealLines.push({
            order_id: id,
            meal_id: meal.id,
            name: meal.name,
            name_hi: meal.name_hi,
            unit_price: meal.selling_price,
            quantity,
          });
        }
        const extras = Math.floor(rand() * 4);
        const taken = new Set<string>();
        for (let e = 0; e < extras; e += 1) {
          const dish = pick(dishes);
          if (taken.has(dish.id)) continue;
          taken.add(dish.id);
          price += dish.selling_price;
          dishLines.push({
            order_id: id,
            dish_id: dish.id,
            name: dish.name,
            name_hi: dish.name_hi,
            unit_price: dish.selling_price,
            quantity: 1,
            sub_category: dish.sub_category,
          });
        }
        const discount = rand() < 0.08 ? Math.floor(price * 0.1) : 0;
        const amount = price - discount + 2;
        const status: OrderStatus =
          fromNewest < 20
            ? 'Preparing'
            : fromNewest < 30
              ? 'Out For Delivery'
              : rand() < 0.04
                ? 'Cancelled'
                : 'Delivered';
        const collectRoll = rand();
        const collectedBy: CollectionMethod | null =
          status !== 'Delivered' ? null : collectRoll < 0.6 ? 'cash' : collectRoll < 0.9 ? 'upi' : null;
        const later = toStoredTime(new Date(at.getTime() + 40 * 60_000));
        const cancelled = status === 'Cancelled';
        orders.push({
          id,
          user_id: customer.id,
          status,
          price,
          discount,
          platform_fee: 2,
          delivery_charge: 0,
          amount,
          address_id: customer.address.id,
          reciever_name: customer.address.reciever_name,
          reciever_mobile: customer.address.reciever_mobile,
          flat_number: customer.address.flat_number,
          tower_number: customer.address.tower_number,
          society: customer.address.society,
          locality: customer.address.locality,
          pincode: customer.address.pincode,
          payment_method: 'COD',
          currency: 'INR',
          receipt: null,
          coupon_id: null,
          total_time: 30,
          idempotency_key: null,
          created_at: toStoredTime(at),
          updated_at: status === 'Delivered' || cancelled ? later : toStoredTime(at),
          slot_id: null,
          slot_name: null,
          slot_date: null,
          delivery_from: null,
          delivery_to: null,
          plates: 0,
          placed_by: rand() < 0.05 ? 'kitchen' : 'customer',
          acknowledged_at: toStoredTime(at),
          collected_by: collectedBy,
          collected_at: collectedBy ? later : null,
          cancel_reason: cancelled ? 'Plans changed' : null,
          cancelled_by: cancelled ? (rand() < 0.7 ? 'customer' : 'seller') : null,
          cancelled_at: cancelled ? toStoredTime(new Date(at.getTime() + 5 * 60_000)) : null,
        });
        if (status === 'Delivered' && rand() < 0.14) {
          ratings.push({
            order_id: id,
            user_id: customer.id,
            stars: 3 + Math.floor(rand() * 3),
            comment: '',
            created_at: later,
          });
        }
        written += 1;
        if (orders.length === (options.engine === 'postgres' ? ROWS_PER_JSON : ROWS_PER_INSERT)) await flush();
      }
    }
    await flush();
    // The running totals the menu shows, as the ratings above would have left them (D56).
    await trx.deleteFrom('meal_rating_totals').execute();
    await sql`insert into meal_rating_totals (meal_id, stars_sum, ratings)
      select m.meal_id, sum(r.stars), count(*) from order_ratings r
      join (select order_id, min(meal_id) as meal_id from order_meals group by order_id) m on m.order_id = r.order_id
      group by m.meal_id`.execute(trx);
  });
  await (options.engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  let busiest = 0;
  for (const [who, count] of ordersOf) if (count > (ordersOf.get(busiest) ?? 0)) busiest = who;
  return {
    busiestCustomer: customers[busiest]!.id,
    busiestOrders: ordersOf.get(busiest) ?? 0,
    seconds: (performance.now() - started) / 1000,
    orders: size.orders,
  };
}
