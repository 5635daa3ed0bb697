import type { Kysely } from 'kysely';
import { DELIVERY_RUN_STATUSES } from '@rasoi/domain/order-status';
import type { Database } from '../../../db/schema.ts';
import { toCount } from '../../../db/values.ts';
import type { OrderRow } from '../orders/order-queries.ts';
import { scopedOrderIds, type KitchenDayScope } from './kitchen-day-scope.ts';

/** The scope's orders still to deliver (Preparing, Out For Delivery), oldest first. Takes the database. */
export async function listRunOrders(db: Kysely<Database>, scope: KitchenDayScope): Promise<OrderRow[]> {
  // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
  return db
    .selectFrom('orders')
    .selectAll()
    .where('orders.id', 'in', scopedOrderIds(db, scope, DELIVERY_RUN_STATUSES))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * How many of the scope's orders are delivered, and their amounts summed in whole rupees: the money the
 * doors brought in, so a tiffin plan's meal (paid from the household account, `collected_by` 'account',
 * issue 26 D92) counts as delivered but adds nothing.
 */
export async function countDelivered(
  db: Kysely<Database>,
  scope: KitchenDayScope,
): Promise<{ orders: number; collected: number }> {
  // eslint-disable-next-line no-restricted-syntax -- a subquery of the scope's orders: no values bound
  const row = await db
    .selectFrom('orders')
    .where('orders.id', 'in', scopedOrderIds(db, scope, ['Delivered']))
    .select((eb) => [
      eb.fn.countAll<string | number>().as('count'),
      eb.fn
        .sum<string | number | null>(
          eb.case().when('orders.collected_by', '=', 'account').then(0).else(eb.ref('orders.amount')).end(),
        )
        .as('amount'),
    ])
    .executeTakeFirstOrThrow();
  return { orders: toCount(row.count), collected: toCount(row.amount) };
}
