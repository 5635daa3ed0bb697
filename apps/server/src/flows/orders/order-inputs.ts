import type { Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { compiledQuery } from '../../db/compiled-query.ts';
import { engineOfDb } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { fromFlag, toCount } from '../../db/values.ts';
import { findUserAddress, type AddressRow } from '../../modules/customers/addresses/address-queries.ts';
import { findUserCoupon, type CouponRow } from '../../modules/ordering/coupons/coupon-queries.ts';
import { isKitchenOpen } from '../../modules/kitchen/kitchen/kitchen-queries.ts';
import { findDishesByIds, findMealsByIds } from '../../modules/catalogue/menu/menu-queries.ts';
import { findOrderByIdempotencyKey, type OrderRow } from '../../modules/ordering/orders/order-queries.ts';
import { countRecentOrders } from '../../modules/ordering/orders/order-rate.ts';
import type { FoundDish, FoundMeal } from './price-lines.ts';

/** What a new order is decided on, read inside its transaction (after the customer's row is taken). */
export type OrderInputs = {
  /** The customer's orders created after `since` (the order limit's window, order-rate.ts). */
  recentOrders: number;
  kitchenOpen: boolean;
  /** The requested meals and dishes that exist (any visibility: the caller decides), in no order. */
  meals: FoundMeal[];
  dishes: FoundDish[];
  /** The customer's address with that id, or undefined. */
  address: AddressRow | undefined;
  /** The customer's coupon with that id (undefined when none was asked or it is not theirs). */
  coupon: CouponRow | undefined;
  /** The customer's order placed with this Idempotency-Key, if any (none looked for without a key). */
  earlier: OrderRow | undefined;
};

export type OrderInputsQuery = {
  userId: string;
  /** Stored time (toStoredTime) after which the customer's orders count toward the limit. */
  since: string;
  mealIds: readonly string[];
  dishIds: readonly string[];
  addressId: string;
  couponId: string | null | undefined;
  idempotencyKey: string | undefined;
};

/**
 * Reads everything an order is decided on, in the order's transaction `trx`: an earlier order with the
 * same Idempotency-Key, the customer's recent orders, the kitchen's open flag, the requested items, the
 * address and the coupon. PostgreSQL: one
 * statement, one round trip (issue 17: each statement cost the server a socket write and read, the
 * largest part of its CPU per order); SQLite, in process, reads them one by one. Call it after the
 * customer's row is taken (takeCustomerRow): on PostgreSQL the count's snapshot is then taken after
 * every earlier order of the customer has committed (D36).
 */
export async function readOrderInputs(trx: Kysely<Database>, query: OrderInputsQuery): Promise<OrderInputs> {
  if (engineOfDb(trx) === 'postgres') return readOnPostgres(trx, query);
  const { userId, since, mealIds, dishIds, addressId, couponId, idempotencyKey } = query;
  return {
    earlier: idempotencyKey ? await findOrderByIdempotencyKey(trx, userId, idempotencyKey) : undefined,
    recentOrders: await countRecentOrders(trx, userId, since),
    kitchenOpen: await isKitchenOpen(trx),
    meals: await findMealsByIds(trx, mealIds),
    dishes: await findDishesByIds(trx, dishIds),
    address: await findUserAddress(trx, userId, addressId),
    coupon: couponId ? await findUserCoupon(trx, userId, couponId) : undefined,
  };
}

// Built and compiled once (D116): the largest statement of an order, and the same text for every order.
const orderInputsOnPostgres = compiledQuery(
  (
    trx,
    {
      userId,
      since,
      mealIds,
      dishIds,
      addressId,
      couponId,
      idempotencyKey,
    }: {
      userId: string;
      since: string;
      mealIds: readonly string[];
      dishIds: readonly string[];
      addressId: string;
      couponId: string;
      idempotencyKey: string | null;
    },
  ) =>
    trx.selectNoFrom((eb) => [
      eb
        .selectFrom('orders')
        .select((count) => count.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .as('recent_orders'),
      eb.selectFrom('kitchen').select('is_open').where('id', '=', 1).as('kitchen_open'),
      // `= any(array)`: one parameter however many ids, so one statement text for every order.
      jsonArrayFrom(
        eb
          .selectFrom('meals')
          .select(['id', 'name', 'name_hi', 'selling_price', 'is_show', 'is_active'])
          .where('id', '=', eb.fn.any(eb.val(mealIds))),
      ).as('meals'),
      jsonArrayFrom(
        eb
          .selectFrom('dishes')
          .select(['id', 'name', 'name_hi', 'selling_price', 'is_show', 'is_active', 'sub_category'])
          .where('id', '=', eb.fn.any(eb.val(dishIds))),
      ).as('dishes'),
      jsonObjectFrom(
        eb.selectFrom('addresses').selectAll().where('id', '=', addressId).where('user_id', '=', userId),
      ).as('address'),
      jsonObjectFrom(eb.selectFrom('coupons').selectAll().where('id', '=', couponId).where('user_id', '=', userId)).as(
        'coupon',
      ),
      jsonObjectFrom(
        eb.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey),
      ).as('earlier'),
    ]),
);

async function readOnPostgres(trx: Kysely<Database>, query: OrderInputsQuery): Promise<OrderInputs> {
  const { couponId, idempotencyKey } = query;
  const [row] = await orderInputsOnPostgres(trx, {
    userId: query.userId,
    since: query.since,
    mealIds: query.mealIds,
    dishIds: query.dishIds,
    addressId: query.addressId,
    // An id no coupon has when none is asked for, so the statement's text is the same.
    couponId: couponId ?? '',
    // Without a key, `= null` matches nothing.
    idempotencyKey: idempotencyKey || null,
  });
  if (!row) throw new Error('the order inputs statement answered no row');
  return {
    recentOrders: toCount(row.recent_orders ?? 0),
    // No kitchen row yet: open, as isKitchenOpen answers.
    kitchenOpen: row.kitchen_open === null ? true : fromFlag(row.kitchen_open),
    meals: row.meals,
    dishes: row.dishes,
    address: row.address ?? undefined,
    coupon: couponId ? (row.coupon ?? undefined) : undefined,
    earlier: row.earlier ?? undefined,
  };
}
