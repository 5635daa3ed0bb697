import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { kitchenAnswer } from './kitchen-answer.ts';
import { isKitchenOpen, toggleKitchen } from './kitchen-queries.ts';

/**
 * The seller's kitchen calls. POST /kitchen/close (spec 7, docs/decisions.md P4): toggles the kitchen's
 * own open flag and answers the new state with the settings, as GET /kitchen does; the items' active
 * flags stay as they are. No body. PATCH /kitchen/settings (issue 13, D40): changes the settings the
 * body names (validated by the domain's schema: 400 and nothing changed on any bad field) in one
 * UPDATE and answers the kitchen. Both tell every open app on any instance (`kitchen.changed`). Seller scope only.
 */
export const sellerKitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // No body (spec 7); an empty JSON object is accepted too.
  defineRoute(app, contract.toggleKitchen, async () => {
    const isOpen = await toggleKitchen(ctx.db, ctx.now());
    await ctx.kitchenSettings.announce();
    return {
      status: 'success',
      data: kitchenAnswer(await ctx.kitchenSettings.get(), isOpen, ctx.config.kitchenTimezone),
    };
  });

  defineRoute(app, contract.updateKitchenSettings, async (request) => {
    const settings = await ctx.kitchenSettings.update(request.body, ctx.now());
    return {
      status: 'success',
      data: kitchenAnswer(settings, await isKitchenOpen(ctx.db), ctx.config.kitchenTimezone),
    };
  });
};
