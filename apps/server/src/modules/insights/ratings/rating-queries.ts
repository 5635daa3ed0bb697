import type { Kysely } from 'kysely';
import type { OrderCursor } from '@rasoi/domain/order-cursor';
import type { SellerReview } from '@rasoi/domain/ratings';
import { idChunks } from '../../../db/id-chunks.ts';
import type { Database, OrderRatingsTable } from '../../../db/schema.ts';

/**
 * Stores an order's rating unless it has one, in one statement: the order id is the table's key, so two
 * ratings racing store one (on PostgreSQL the second waits for the first's commit, then does nothing).
 * True when this call stored it. Call inside the rating's transaction.
 */
export async function insertRating(db: Kysely<Database>, row: OrderRatingsTable): Promise<boolean> {
  const result = await db
    .insertInto('order_ratings')
    .values(row)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Adds one rating of `stars` to the running sums of every thali the order held (D56): each meal's row
 * is made or added to in one upsert, so ratings committing at once never lose one another's stars.
 * Meals are taken in id order, so two transactions lock shared rows in the same order (no deadlock).
 */
export async function addToMealTotals(db: Kysely<Database>, orderId: string, stars: number): Promise<void> {
  const lines = await db.selectFrom('order_meals').select('meal_id').where('order_id', '=', orderId).execute();
  const mealIds = [...new Set(lines.map((line) => line.meal_id))].sort();
  for (const mealId of mealIds) {
    await db
      .insertInto('meal_rating_totals')
      .values({ meal_id: mealId, stars_sum: stars, ratings: 1 })
      .onConflict((conflict) =>
        conflict.column('meal_id').doUpdateSet((eb) => ({
          stars_sum: eb('meal_rating_totals.stars_sum', '+', eb.ref('excluded.stars_sum')),
          ratings: eb('meal_rating_totals.ratings', '+', 1),
        })),
      )
      .execute();
  }
}

/** One stored review with what the seller's list shows of its order. */
export type ReviewRow = OrderRatingsTable & { reciever_name: string };

/**
 * At most `limit` ratings newest first by (created_at, order_id), strictly before `before` when given:
 * a keyset page over the order_ratings(created_at, order_id) index (as the orders, D32).
 */
export async function listReviewsPage(
  db: Kysely<Database>,
  page: { before: OrderCursor | null; limit: number },
): Promise<ReviewRow[]> {
  let query = db
    .selectFrom('order_ratings')
    .innerJoin('orders', 'orders.id', 'order_ratings.order_id')
    .selectAll('order_ratings')
    .select('orders.reciever_name');
  const before = page.before;
  if (before) {
    query = query
      .where('order_ratings.created_at', '<=', before.createdAt)
      .where((eb) =>
        eb.or([eb('order_ratings.created_at', '<', before.createdAt), eb('order_ratings.order_id', '<', before.id)]),
      );
  }
  return query
    .orderBy('order_ratings.created_at', 'desc')
    .orderBy('order_ratings.order_id', 'desc')
    .limit(page.limit)
    .execute();
}

type ThaliName = SellerReview['thalis'][number];

/**
 * The thali names of these orders (English, and Hindi or null), by order id, sorted by the English name;
 * one query per MAX_IN_LIST ids.
 */
export async function thaliNamesByOrder(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, ThaliName[]>> {
  const byOrder = new Map<string, ThaliName[]>();
  for (const ids of idChunks(orderIds)) {
    // eslint-disable-next-line no-restricted-syntax -- one idChunks chunk
    const lines = await db
      .selectFrom('order_meals')
      .select(['order_id', 'name', 'name_hi'])
      .where('order_id', 'in', ids)
      .execute();
    for (const { order_id, name, name_hi } of lines) {
      byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), { name, name_hi }]);
    }
  }
  for (const names of byOrder.values()) names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return byOrder;
}
