import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { listReviews } from '../../modules/insights/ratings/list-reviews.ts';

/**
 * The seller's reviews (issue 15, D56): GET /ratings, one keyset page at a time, newest first.
 * Registered inside the seller scope (app.ts), which requires the role.
 */
export const sellerRatingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listReviews, async (request) => ({
    status: 'success',
    data: await listReviews(ctx, request.query),
  }));
};
