import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiSuccess, KitchenData } from '@rasoi/domain/api';
import type { AppContext } from '../../app-context.ts';
import { toggleKitchen } from './kitchen-queries.ts';

/**
 * POST /kitchen/close (spec 7, DECISIONS.md 4): toggles the kitchen's own open flag and answers the
 * new state; the items' active flags stay as they are. No body. Seller scope only.
 */
export const sellerKitchenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/kitchen/close',
    // No body (spec 7); an empty JSON object is accepted too.
    { schema: { body: z.strictObject({}).nullish() } },
    async (): Promise<ApiSuccess<KitchenData>> => {
      return { status: 'success', data: { is_open: await toggleKitchen(ctx.db, ctx.now()) } };
    },
  );
};
