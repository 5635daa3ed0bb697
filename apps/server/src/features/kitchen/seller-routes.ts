import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../../lib/define-route.ts';
import { kitchenAnswer } from './kitchen-answer.ts';
import { toggleKitchen } from './kitchen-queries.ts';

/**
 * POST /kitchen/close (spec 7, docs/decisions.md P4): toggles the kitchen's own open flag and answers the
 * new state with the public settings, as GET /kitchen does; the items' active flags stay as they are. No body. Seller scope only.
 */
export const sellerKitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // No body (spec 7); an empty JSON object is accepted too.
  defineRoute(app, contract.toggleKitchen, async () => {
    return { status: 'success', data: kitchenAnswer(ctx.config, await toggleKitchen(ctx.db, ctx.now())) };
  });
};
