import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { listCustomersBetween } from './user-queries.ts';

/**
 * GET /users (spec 7): the customers who registered between startDate and endDate (kitchen calendar,
 * both days included; either optional), newest first, with their order counts. Seller scope only.
 */
export const sellerUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listCustomers, async (request) => {
    const range = localDaysRange(request.query.startDate, request.query.endDate, ctx.config.kitchenTimezone);
    return {
      status: 'success',
      data: {
        users: await listCustomersBetween(ctx.db, range, { now: ctx.now(), timeZone: ctx.config.kitchenTimezone }),
      },
    };
  });
};
