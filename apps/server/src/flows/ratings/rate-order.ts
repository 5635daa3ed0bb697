import type { z } from 'zod';
import type { Order } from '@rasoi/domain/api';
import type { rateOrderBodySchema } from '@rasoi/domain/ratings';
import type { AppContext } from '../../app-context.ts';
import { toStoredTime } from '../../db/values.ts';
import { AppError } from '../../lib/app-error.ts';
import { menuCacheOf } from '../../modules/catalogue/menu/menu-cache.ts';
import { findOrder, withLines } from '../../modules/ordering/orders/order-queries.ts';
import { addToMealTotals, insertRating } from '../../modules/insights/ratings/rating-queries.ts';

/**
 * The customer rates a delivered order (issue 15, D56): `stars` 1-5 and a plain comment (checked by
 * the body schema), once per order. Returns the order with its rating. In one transaction: the order
 * must be the caller's (else AppError 404 m.orderNotFound(), as for a missing one, so ids reveal
 * nothing) and Delivered (else 409 m.ratingNotDelivered(); Delivered is final, so it cannot change
 * under the rating); the rating is stored only if the order has none (the key decides: 409
 * m.ratingAlready()), and only then added to each of its thalis' running sums. After the commit the
 * menu cache is dropped, so this instance's menu shows the new average at once (others within its TTL).
 */
export async function rateOrder(options: {
  ctx: Pick<AppContext, 'db' | 'now'>;
  userId: string;
  orderId: string;
  rating: z.output<typeof rateOrderBodySchema>;
}): Promise<Order> {
  const { ctx, userId, orderId, rating } = options;
  const order = await ctx.db.transaction().execute(async (trx) => {
    const row = await findOrder(trx, orderId);
    if (!row || row.user_id !== userId) throw new AppError('NOT_FOUND', 'orderNotFound');
    if (row.status !== 'Delivered') throw new AppError('CONFLICT', 'ratingNotDelivered');
    const stored = await insertRating(trx, {
      order_id: orderId,
      user_id: userId,
      stars: rating.stars,
      comment: rating.comment,
      created_at: toStoredTime(ctx.now()),
    });
    if (!stored) throw new AppError('CONFLICT', 'ratingAlready');
    await addToMealTotals(trx, orderId, rating.stars);
    const [answer] = await withLines(trx, [row]);
    return answer!;
  });
  menuCacheOf(ctx.db).invalidate();
  return order;
}
