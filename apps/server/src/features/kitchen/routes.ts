import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { kitchenAnswer } from './kitchen-answer.ts';
import { isKitchenOpen } from './kitchen-queries.ts';

/** GET /kitchen: whether the kitchen takes orders and its public settings, readable by anyone (docs/decisions.md P4). */
export const kitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getKitchen, async () => {
    return { status: 'success', data: kitchenAnswer(ctx.config, await isKitchenOpen(ctx.db)) };
  });
};
