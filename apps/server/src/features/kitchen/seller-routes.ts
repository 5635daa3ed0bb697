import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { kitchenAnswer } from './kitchen-answer.ts';
import { isKitchenOpen, toggleKitchen } from './kitchen-queries.ts';
import { notifyWaitingCustomers } from './notify-waiting-customers.ts';

/**
 * The seller's kitchen calls. POST /kitchen/close (spec 7, docs/decisions.md P4): toggles the kitchen's
 * own open flag and answers the new state with the settings, as GET /kitchen does; the items' active
 * flags stay as they are. No body. PATCH /kitchen/settings (issue 13, D40): changes the settings the
 * body names (validated by the domain's schema: 400 and nothing changed on any bad field) in one
 * UPDATE and answers the kitchen. Both tell every open app on any instance (`kitchen.changed`). Opening
 * the kitchen also pushes to every customer waiting on 'Notify me' (after the commit, in the background;
 * issue 'The kitchen's day'). Seller scope only.
 */
export const sellerKitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // No body (spec 7); an empty JSON object is accepted too.
  defineRoute(app, contract.toggleKitchen, async (request) => {
    const isOpen = await toggleKitchen(ctx.db, ctx.now());
    await ctx.kitchenSettings.announce();
    if (isOpen) {
      // The kitchen is open whatever happens here: a failure to reach the waiting customers is logged,
      // and their requests stay for the next opening (the DELETE that takes them did not happen).
      await notifyWaitingCustomers(ctx, 'kitchen-opened').catch((error: unknown) =>
        request.log.error({ err: error }, 'telling the waiting customers failed'),
      );
    }
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
