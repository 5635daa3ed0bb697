import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { kitchenAnswer } from '../../modules/kitchen/kitchen/kitchen-answer.ts';
import { isKitchenOpen, putKitchenOpen } from '../../modules/kitchen/kitchen/kitchen-queries.ts';
import { notifyWaitingCustomers } from '../../flows/kitchen/notify-waiting-customers.ts';

/**
 * The seller's kitchen calls. POST /kitchen/close (spec 7; issue 30, D77, superseding P4's flip): puts
 * the kitchen's own open flag in the state the body names (`{"is_open": false}` closes, `true` opens; no
 * body is 400) and answers that state with the settings, as GET /kitchen does; a repeat changes nothing,
 * so a retried press cannot undo itself. The items' active flags stay as they are. PATCH
 * /kitchen/settings (issue 13, D40): changes the settings the body names (validated by the domain's
 * schema: 400 and nothing changed on any bad field) in one UPDATE and answers the kitchen. A change of
 * either tells every open app on any instance (`kitchen.changed`). Opening a closed kitchen also pushes
 * to every customer waiting on 'Notify me' (after the commit, in the background; issue 'The kitchen's
 * day'). Seller scope only.
 */
export const sellerKitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.setKitchenOpen, async (request) => {
    const isOpen = request.body!.is_open;
    const changed = await putKitchenOpen(ctx.db, isOpen, ctx.now());
    if (changed) await ctx.kitchenSettings.announce();
    if (changed && isOpen) {
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
