import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { kitchenView } from '../../flows/kitchen/kitchen-view.ts';
import { requestKitchenNotice } from '../../flows/kitchen/notify-waiting-customers.ts';

/**
 * GET /kitchen: whether the kitchen takes orders and its settings (all public), readable by anyone
 * (docs/decisions/p04, D40); the settings come from this instance's cached copy, with whether the kitchen
 * takes payment online (D100). POST
 * /kitchen/notify-me (any logged-in caller; issue 'The kitchen's day'): one push when the closed kitchen
 * opens; answers whether the caller waits; limited per customer like their other writes (D36).
 */
export const kitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getKitchen, async () => ({ status: 'success', data: await kitchenView(ctx) }));

  defineRoute(
    app,
    contract.requestKitchenNotice,
    async (request) => ({
      status: 'success',
      data: { subscribed: await requestKitchenNotice({ ctx, userId: callerOf(request).id }) },
    }),
    { config: customerWriteLimit },
  );
};
