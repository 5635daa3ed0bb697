import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { kitchenAnswer } from './kitchen-answer.ts';
import { isKitchenOpen } from './kitchen-queries.ts';

/**
 * GET /kitchen: whether the kitchen takes orders and its settings (all public), readable by anyone
 * (docs/decisions.md P4, D40); the settings come from this instance's cached copy.
 */
export const kitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getKitchen, async () => {
    const [settings, isOpen] = await Promise.all([ctx.kitchenSettings.get(), isKitchenOpen(ctx.db)]);
    return { status: 'success', data: kitchenAnswer(settings, isOpen, ctx.config.kitchenTimezone) };
  });
};
