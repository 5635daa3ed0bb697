import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { listCustomers } from '../../flows/users/list-customers.ts';

/**
 * GET /users (spec 7): one page (issue 17) of the customers who registered between startDate and endDate
 * (kitchen calendar, both days included; either optional), newest first, with their order counts and the
 * next page's cursor. No cursor is the first page. Seller scope only.
 */
export const sellerUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listCustomers, async (request) => {
    const { startDate, endDate, limit, cursor } = request.query;
    const range = localDaysRange(startDate, endDate, ctx.config.kitchenTimezone);
    return {
      status: 'success',
      data: await listCustomers(ctx, { range, before: cursor ?? null, limit }),
    };
  });
};
