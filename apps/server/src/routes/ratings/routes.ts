import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { rateOrder } from '../../flows/ratings/rate-order.ts';

/**
 * The customer's rating (issue 15, D56): POST /order/:id/rating, once per delivered order of theirs,
 * under the per-customer write limit (D36).
 */
export const ratingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(
    app,
    contract.rateOrder,
    async (request, reply) => {
      const order = await rateOrder({
        ctx,
        userId: callerOf(request).id,
        orderId: request.params.id,
        rating: request.body,
      });
      reply.code(201);
      return { status: 'success', data: { order } };
    },
    { config: customerWriteLimit },
  );
};
