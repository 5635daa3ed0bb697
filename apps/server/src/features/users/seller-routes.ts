import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess } from '@rasoi/domain/api';
import { dateRangeQuerySchema, type SellerUsersData } from '@rasoi/domain/seller';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { listCustomersBetween } from './user-queries.ts';

/**
 * GET /users (spec 7): the customers who registered between startDate and endDate (kitchen calendar,
 * both days included; either optional), newest first, with their order counts. Seller scope only.
 */
export const sellerUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    { schema: { querystring: dateRangeQuerySchema } },
    async (request): Promise<ApiSuccess<SellerUsersData>> => {
      const range = localDaysRange(request.query.startDate, request.query.endDate, ctx.config.kitchenTimezone);
      return { status: 'success', data: { users: await listCustomersBetween(ctx.db, range) } };
    },
  );
};
