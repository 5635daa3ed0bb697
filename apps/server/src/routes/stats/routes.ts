import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { timeFrameRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { income, listIncomeOrders } from '../../modules/insights/stats/income.ts';
import { orderStats } from '../../modules/insights/stats/stats-queries.ts';

/**
 * GET /stats?timeFrame=1..4 (spec 2 'Seller Home dashboard', docs/decisions/p03): orders, revenue and
 * users for today, this week, this month or lifetime on the kitchen's calendar; any other time frame
 * gets 400 'Invalid time frame provided'. GET /income?timeFrame=|date= (issue 15, D53): each figure's count
 * and amount; GET /income/orders: one page of a figure's orders (D114; income.ts). Seller scope only.
 */
export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getStats, async (request) => {
    const range = timeFrameRange(request.query.timeFrame, ctx.now(), ctx.config.kitchenTimezone);
    return {
      status: 'success',
      data: await orderStats(ctx.db, range, { now: ctx.now(), timeZone: ctx.config.kitchenTimezone }),
    };
  });

  defineRoute(app, contract.getIncome, async (request) => ({
    status: 'success',
    data: await income(ctx, request.query),
  }));

  defineRoute(app, contract.listIncomeOrders, async (request) => ({
    status: 'success',
    data: await listIncomeOrders(ctx, request.query),
  }));
};
