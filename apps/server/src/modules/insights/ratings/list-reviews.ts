import type { z } from 'zod';
import { keysetPage } from '@rasoi/domain/order-cursor';
import type { SellerReviewsData } from '@rasoi/domain/ratings';
import type { sellerReviewsQuerySchema } from '@rasoi/domain/seller';
import type { AppContext } from '../../../app-context.ts';
import { listReviewsPage, thaliNamesByOrder } from './rating-queries.ts';

/**
 * One page of the seller's reviews (issue 15, D56): at most `limit` ratings, newest first, before
 * `cursor` when given, each with its order's id, receiver and thali names. `nextCursor` names the page's
 * last rating when another page follows (one row more is read to know), else null.
 */
export async function listReviews(
  ctx: Pick<AppContext, 'db'>,
  query: z.output<typeof sellerReviewsQuerySchema>,
): Promise<SellerReviewsData> {
  const rows = await listReviewsPage(ctx.db, { before: query.cursor ?? null, limit: query.limit + 1 });
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({
    createdAt: row.created_at,
    id: row.order_id,
  }));
  const names = await thaliNamesByOrder(
    ctx.db,
    page.map((row) => row.order_id),
  );
  return {
    reviews: page.map((row) => ({
      order_id: row.order_id,
      stars: row.stars,
      comment: row.comment,
      created_at: row.created_at,
      reciever_name: row.reciever_name,
      thalis: names.get(row.order_id) ?? [],
    })),
    nextCursor,
  };
}
