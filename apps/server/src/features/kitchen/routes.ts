import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiSuccess, KitchenData } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { isKitchenOpen } from './kitchen-queries.ts';

/** GET /kitchen: whether the kitchen takes orders, readable by anyone (DECISIONS.md 4). */
export const kitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/kitchen', async (): Promise<ApiSuccess<KitchenData>> => {
    return { status: 'success', data: { is_open: await isKitchenOpen(ctx.db) } };
  });
};
