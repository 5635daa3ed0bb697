import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess } from '@rasoi/domain/api';
import { statsQuerySchema, type StatsData } from '@rasoi/domain/seller';
import { timeFrameRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { orderStats } from './stats-queries.ts';

/**
 * GET /stats?timeFrame=1..4 (spec 2 'Seller Home dashboard', DECISIONS.md 3): orders, revenue and
 * users for today, this week, this month or lifetime on the kitchen's calendar; any other time frame
 * gets 400 'Invalid time frame provided'. Seller scope only.
 */
export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/stats', { schema: { querystring: statsQuerySchema } }, async (request): Promise<ApiSuccess<StatsData>> => {
    const range = timeFrameRange(request.query.timeFrame, ctx.now(), ctx.config.kitchenTimezone);
    return { status: 'success', data: await orderStats(ctx.db, range) };
  });
};
