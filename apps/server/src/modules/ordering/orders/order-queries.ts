import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Order } from '@rasoi/domain/api';
import type { OrderRating } from '@rasoi/domain/ratings';
import type { CollectionMethod, OrderStatus } from '@rasoi/domain/constants';
import type { OrderCursor } from '@rasoi/domain/order-cursor';
import { compiledQuery } from '../../../db/compiled-query.ts';
import { engineOfDb } from '../../../db/dialect.ts';
import { idChunks } from '../../../db/id-chunks.ts';
import { countsTowardFigures, isAnOrder } from '../../../db/order-figures.ts';
import type {
  Database,
  OrderDishesTable,
  OrderEventsTable,
  OrderMealsTable,
  OrderRatingsTable,
  OrdersTable,
} from '../../../db/schema.ts';
import { toCount, toStoredTime } from '../../../db/values.ts';
import { toOrderSlot } from '../../../db/order-slot.ts';
import { insertCoupon, markCouponUsed, type CouponRow } from '../coupons/coupon-queries.ts';

export type OrderRow = Selectable<OrdersTable>;
export type OrderMealRow = Selectable<OrderMealsTable>;
export type OrderDishRow = Selectable<OrderDishesTable>;

/** What placing an order writes: the order, its lines, the coupons and the order's event. */
export type NewOrderWrites = {
  order: OrderRow;
  meals: OrderMealRow[];
  dishes: OrderDishRow[];
  /** The coupon the order pays with, to mark used by it (if still unused); null when none. */
  usedCouponId: string | null;
  /** The coupon the order wins (award-coupon.ts couponAward). */
  wonCoupon: CouponRow;
  /**
   * The order's `order.created` event (record-order-event.ts orderEventRow); null for an online order
   * awaiting its payment, which the kitchen hears of only once it is paid (D100).
   */
  event: Insertable<OrderEventsTable> | null;
};

/**
 * Stores a new order in the order's transaction `trx`: the order and its lines, the coupon it pays with
 * marked used by it (only if still unused: two orders with one coupon cannot both take it, P8), the
 * coupon it wins and its event. Returns the event's id and whether the coupon was taken (false when
 * `usedCouponId` is null, or when another order used it first: the caller then refuses the order, which
 * rolls all of it back). PostgreSQL: one statement of data-modifying CTEs, one round trip (issue 17; the
 * foreign keys are checked at the statement's end, when the order row is there); SQLite, and an order
 * without its event (online, awaiting payment, D100): one statement each. Event id 0 when there is none.
 */
export async function insertNewOrder(
  trx: Kysely<Database>,
  writes: NewOrderWrites,
): Promise<{ eventId: number; couponTaken: boolean }> {
  const { order, meals, dishes, usedCouponId, wonCoupon, event } = writes;
  if (engineOfDb(trx) === 'postgres' && event) {
    const [row] = await placeOnPostgres(trx, {
      order,
      meals,
      dishes,
      wonCoupon,
      event,
      // Always present (an id no coupon has when none is used), so the statement's text is the same.
      usedCouponId: usedCouponId ?? '',
    });
    if (!row) throw new Error('the order statement answered no row');
    return { eventId: Number(row.event_id), couponTaken: toCount(row.coupon_taken) === 1 };
  }
  await insertOrderRow(trx, order);
  if (meals.length > 0) await insertMealLines(trx, { meals });
  if (dishes.length > 0) await insertDishLines(trx, { dishes });
  const couponTaken = usedCouponId !== null && (await markCouponUsed(trx, usedCouponId, order.id));
  // Refused anyway: nothing more to write in a transaction that is about to roll back.
  if (usedCouponId !== null && !couponTaken) return { eventId: 0, couponTaken };
  await insertCoupon(trx, wonCoupon);
  if (!event) return { eventId: 0, couponTaken };
  // Written here as the PostgreSQL statement above writes it: the live module reads the order events, and
  // a module never imports another (D82).
  const [recorded] = await insertOrderEvent(trx, event);
  return { eventId: Number(recorded!.id), couponTaken };
}

// The statements every order on SQLite runs, built and compiled once (D116).
const insertOrderRow = compiledQuery((trx, order: OrderRow) => trx.insertInto('orders').values(order));
const insertOrderEvent = compiledQuery((trx, event: Insertable<OrderEventsTable>) =>
  trx.insertInto('order_events').values(event).returning('id'),
);
// The order's one PostgreSQL statement, compiled once per count of meal and dish lines (D116).
const placeOnPostgres = compiledQuery(
  (
    trx,
    values: {
      order: OrderRow;
      meals: OrderMealRow[];
      dishes: OrderDishRow[];
      wonCoupon: CouponRow;
      event: Insertable<OrderEventsTable>;
      usedCouponId: string;
    },
  ) => {
    const { order, meals, dishes } = values;
    // Every CTE of a statement runs to completion whether or not the final select reads it.
    let query = trx.with('placed_order', (q) => q.insertInto('orders').values(order));
    if (meals.length > 0) query = query.with('placed_meals', (q) => q.insertInto('order_meals').values(meals));
    if (dishes.length > 0) query = query.with('placed_dishes', (q) => q.insertInto('order_dishes').values(dishes));
    return query
      .with('won_coupon', (q) => q.insertInto('coupons').values(values.wonCoupon))
      .with('used_coupon', (q) =>
        q
          .updateTable('coupons')
          .set({ is_used: 1, used_by_order_id: order.id })
          .where('id', '=', values.usedCouponId)
          .where('is_used', '=', 0)
          .returning('id'),
      )
      .with('recorded_event', (q) => q.insertInto('order_events').values(values.event).returning('id'))
      .selectNoFrom((eb) => [
        eb.selectFrom('recorded_event').select('id').as('event_id'),
        eb
          .selectFrom('used_coupon')
          .select((count) => count.fn.countAll<string>().as('count'))
          .as('coupon_taken'),
      ]);
  },
);
// The SQLite statements of an order's lines: compiled once per count of lines (D116).
const insertMealLines = compiledQuery((trx, values: { meals: OrderMealRow[] }) =>
  trx.insertInto('order_meals').values(values.meals),
);
const insertDishLines = compiledQuery((trx, values: { dishes: OrderDishRow[] }) =>
  trx.insertInto('order_dishes').values(values.dishes),
);
const orderByIdempotencyKey = compiledQuery((db, values: { userId: string; key: string }) =>
  db.selectFrom('orders').selectAll().where('user_id', '=', values.userId).where('idempotency_key', '=', values.key),
);

/** The order with this id, or undefined. */
export async function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The order with this id, read under its row lock held to the end of the caller's transaction `trx`
 * (PostgreSQL: `FOR NO KEY UPDATE`, the lock every UPDATE of the order takes, so a cancel or a collection
 * waits for this transaction and this one reads theirs once committed; SQLite: a plain read, the write
 * transaction already runs alone). Undefined when there is no such order.
 */
export async function lockOrder(trx: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  const query = trx.selectFrom('orders').selectAll().where('id', '=', id);
  return (engineOfDb(trx) === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** The user's order placed with this Idempotency-Key, or undefined. */
export async function findOrderByIdempotencyKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [order] = await orderByIdempotencyKey(db, { userId, key });
  return order;
}

/**
 * The orders as the API answers them, lines and rating included, in the given order: three queries per
 * MAX_IN_LIST orders (thali lines, dish lines, ratings; a page of the seller's list is one such chunk),
 * then the lines grouped by order in one pass (issue 11: no per-order scan of all lines).
 */
export async function withLines(db: Kysely<Database>, orders: readonly OrderRow[]): Promise<Order[]> {
  const mealsByOrder = new Map<string, OrderMealRow[]>();
  const dishesByOrder = new Map<string, OrderDishRow[]>();
  const ratingByOrder = new Map<string, Selectable<OrderRatingsTable>>();
  for (const ids of idChunks(orders.map((order) => order.id))) {
    const [meals, dishes, ratings] = await Promise.all([
      // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
      db.selectFrom('order_meals').selectAll().where('order_id', 'in', ids).execute(),
      // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
      db.selectFrom('order_dishes').selectAll().where('order_id', 'in', ids).execute(),
      // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
      db.selectFrom('order_ratings').selectAll().where('order_id', 'in', ids).execute(),
    ]);
    groupInto(mealsByOrder, meals);
    groupInto(dishesByOrder, dishes);
    for (const rating of ratings) ratingByOrder.set(rating.order_id, rating);
  }
  return orders.map((order) =>
    toOrder(
      order,
      mealsByOrder.get(order.id) ?? [],
      dishesByOrder.get(order.id) ?? [],
      toOrderRating(ratingByOrder.get(order.id)),
    ),
  );
}

/** A stored rating as the order answer carries it (D56), or null when the order has none. */
export function toOrderRating(row: Selectable<OrderRatingsTable> | undefined): OrderRating | null {
  return row ? { stars: row.stars, comment: row.comment, created_at: row.created_at } : null;
}

function groupInto<T extends { order_id: string }>(byOrder: Map<string, T[]>, lines: readonly T[]): void {
  for (const line of lines) {
    const list = byOrder.get(line.order_id);
    if (list) list.push(line);
    else byOrder.set(line.order_id, [line]);
  }
}

/** Lines as the API lists them: by name, then by item id (the same on both engines, whatever their collation). */
function byNameThenItem<T extends { name: string }>(itemId: (line: T) => string) {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return (a: T, b: T) => compare(a.name, b.name) || compare(itemId(a), itemId(b));
}
const mealOrder = byNameThenItem<OrderMealRow>((line) => line.meal_id);
const dishOrder = byNameThenItem<OrderDishRow>((line) => line.dish_id);

/**
 * A stored order as the API answers it (spec 3; domain `Order`): the address snapshot as an
 * address object, lines with the name and price they were sold at (sorted by name, then item id; the
 * Hindi name beside the English, null when the item had none, issue 16 D62),
 * `timstamp` = creation time, the diet notes' 0/1 flags as booleans (D55). Used on rows just read and on an order just built in its transaction.
 */
export function toOrder(
  row: OrderRow,
  meals: OrderMealRow[],
  dishes: OrderDishRow[],
  rating: OrderRating | null = null,
): Order {
  return {
    _id: row.id,
    status: row.status,
    price: row.price,
    discount: row.discount,
    platform_fee: row.platform_fee,
    delivery_charge: row.delivery_charge,
    amount: row.amount,
    address: {
      _id: row.address_id,
      reciever_name: row.reciever_name,
      reciever_mobile: row.reciever_mobile,
      flat_number: row.flat_number,
      tower_number: row.tower_number,
      society: row.society,
      locality: row.locality,
      pincode: row.pincode,
    },
    meals: meals.toSorted(mealOrder).map((line) => ({
      meal: { _id: line.meal_id, name: line.name, name_hi: line.name_hi, selling_price: line.unit_price },
      quantity: line.quantity,
    })),
    dishes: dishes.toSorted(dishOrder).map((line) => ({
      dish: {
        _id: line.dish_id,
        name: line.name,
        name_hi: line.name_hi,
        selling_price: line.unit_price,
        sub_category: line.sub_category,
      },
      quantity: line.quantity,
    })),
    payment_method: row.payment_method,
    currency: row.currency,
    couponId: row.coupon_id,
    timstamp: row.created_at,
    total_time: row.total_time,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    slot: toOrderSlot(row),
    acknowledged_at: row.acknowledged_at,
    placed_by: row.placed_by,
    diet: {
      jain: row.diet_jain === 1,
      no_onion_garlic: row.diet_no_onion_garlic === 1,
      spice: row.diet_spice,
      less_oil: row.diet_less_oil === 1,
      note: row.diet_note,
    },
    paid_claimed_at: row.paid_claimed_at,
    collected_by: row.collected_by,
    collected_at: row.collected_at,
    rating,
    cancel_reason: row.cancel_reason,
    cancelled_by: row.cancelled_by,
    cancelled_at: row.cancelled_at,
  };
}

/** Which orders one page of the seller's list (issue 11, D32) or of a customer's own (issue 17) holds. */
export type OrderPageFilter = {
  /** Only this customer's orders (their own list), or every customer's (the seller's list). */
  userId?: string | null;
  /** Created in [start, end); either side open when null. */
  range: { start: Date | null; end: Date | null };
  /** Only orders with this status, or every status. */
  status: OrderStatus | null;
  /** Only orders strictly before this (created_at, id) in the list's order: the previous page's last. */
  before: OrderCursor | null;
  /** At most this many rows (the caller asks for one more than a page to learn whether another follows). */
  limit: number;
};

/**
 * The orders matching `filter`, newest first by (created_at, id), at most `limit`: a keyset page, which
 * the orders(created_at, id) and orders(status, created_at, id) indexes (migration 0007), or for one
 * customer orders(user_id, created_at, id) (migration 0027), answer by reading about `limit` index
 * entries, however many orders are stored.
 */
export async function listOrdersPage(db: Kysely<Database>, filter: OrderPageFilter): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll();
  if (filter.userId) query = query.where('user_id', '=', filter.userId);
  // The seller's list leaves out an online order awaiting its payment (D100): not an order for her yet.
  else query = query.where(isAnOrder);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.range.start) query = query.where('created_at', '>=', toStoredTime(filter.range.start));
  if (filter.range.end) query = query.where('created_at', '<', toStoredTime(filter.range.end));
  const before = filter.before;
  if (before) {
    // `created_at <= c` bounds the index range on both engines; the `or` then only sorts out the rows
    // that share the cursor's instant.
    query = query
      .where('created_at', '<=', before.createdAt)
      .where((eb) => eb.or([eb('created_at', '<', before.createdAt), eb('id', '<', before.id)]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}

/**
 * How many orders created in [start, end) there are, of this status or of any. Without a range and a
 * status, SQLite answers from its b-tree's own count and PostgreSQL from an index-only scan; with a
 * status, the orders(status, created_at, id) index (migration 0007) holds the range to count, so
 * counting the few active orders costs little however long the history (issue 11).
 */
export async function countOrders(
  db: Kysely<Database>,
  range: { start: Date | null; end: Date | null },
  status: OrderStatus | null = null,
): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('count'));
  if (status) query = query.where('status', '=', status);
  if (range.start) query = query.where('created_at', '>=', toStoredTime(range.start));
  if (range.end) query = query.where('created_at', '<', toStoredTime(range.end));
  return toCount((await query.executeTakeFirstOrThrow()).count);
}

/**
 * Moves an order from one status to the next only if it still has the `from` status, in one
 * statement, so two sellers pressing at once cannot both move it. False when it did not (any more).
 */
export async function updateOrderStatus(
  db: Kysely<Database>,
  id: string,
  change: { from: OrderStatus; to: OrderStatus },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: change.to, updated_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stamps the order as acknowledged by the seller at `now` unless it already is, in one statement, so
 * two devices acknowledging at once keep one time: the first. True when this call stamped it; false
 * when it was acknowledged already or there is no such order.
 */
export async function markOrderAcknowledged(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ acknowledged_at: toStoredTime(now), updated_at: toStoredTime(now) })
    .where('id', '=', id)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stamps the customer's 'I have paid' on their own UPI order at `now` unless it is stamped already or
 * cancelled, in one statement (issue 15, D53), so a repeat or two taps at once keep the first time. True
 * when this call stamped it; false otherwise (the caller reads the order to say why).
 */
export async function markPaidClaimed(
  db: Kysely<Database>,
  order: { id: string; userId: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ paid_claimed_at: toStoredTime(now), updated_at: toStoredTime(now) })
    .where('id', '=', order.id)
    .where('user_id', '=', order.userId)
    .where('payment_method', '=', 'UPI')
    .where(countsTowardFigures)
    .where('paid_claimed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records how the order's money was collected (issue 15, D53): sets `collected_by` and `collected_at`
 * together in one statement unless the order is cancelled, already collected this way, or a tiffin plan's
 * meal paid from the household account (`collected_by` 'account', D92: never overwritten, or the account's
 * charge and the door's cash would count the meal twice), so a correction (cash -> upi) is one more call
 * and two sellers at once leave one consistent method and time (the last statement's). True when this call
 * changed the order; false otherwise (the caller reads it to say why).
 */
export async function markCollected(
  db: Kysely<Database>,
  id: string,
  method: CollectionMethod,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ collected_by: method, collected_at: toStoredTime(now), updated_at: toStoredTime(now) })
    .where('id', '=', id)
    .where(countsTowardFigures)
    .where((eb) =>
      eb.or([
        eb('collected_by', 'is', null),
        eb.and([eb('collected_by', '!=', method), eb('collected_by', '!=', 'account')]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
