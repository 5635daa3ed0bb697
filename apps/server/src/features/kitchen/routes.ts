import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { isKitchenOpen } from './kitchen-queries.ts';

/** GET /kitchen: whether the kitchen takes orders, readable by anyone (DECISIONS.md 4). */
export const kitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getKitchen, async () => {
    return { status: 'success', data: { is_open: await isKitchenOpen(ctx.db) } };
  });
};
