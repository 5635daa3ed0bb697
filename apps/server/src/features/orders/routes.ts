import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createOrderBodySchema,
  idempotencyKeySchema,
  idParamsSchema,
  type ApiSuccess,
  type CreateOrderAnswer,
  type OrderData,
  type OrdersData,
} from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, requireCustomer } from '../../plugins/auth.ts';
import { findOrder, listUserOrders, withLines } from './order-queries.ts';
import { placeOrder } from './place-order.ts';

// Other headers pass through: only the idempotency key is read here.
const placeOrderHeaders = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

/**
 * The customer's orders (spec 7): POST /order/create-cod-order, GET /order/user-orders,
 * GET /order/:id. Everything here needs a logged-in caller.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireCustomer);

  app.post(
    '/order/create-cod-order',
    { schema: { body: createOrderBodySchema, headers: placeOrderHeaders } },
    async (request, reply): Promise<CreateOrderAnswer> => {
      const { order, replayed } = await placeOrder({
        ctx,
        userId: callerOf(request).id,
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      reply.code(replayed ? 200 : 201);
      return { status: 'success', data: { order }, totalTime: order.total_time };
    },
  );

  app.get('/order/user-orders', async (request): Promise<ApiSuccess<OrdersData>> => {
    const orders = await withLines(ctx.db, await listUserOrders(ctx.db, callerOf(request).id));
    return { status: 'success', data: { orders } };
  });

  app.get('/order/:id', { schema: { params: idParamsSchema } }, async (request): Promise<ApiSuccess<OrderData>> => {
    const caller = callerOf(request);
    const row = await findOrder(ctx.db, request.params.id);
    // Another customer's order answers exactly like a missing one, so ids reveal nothing.
    if (!row || (row.user_id !== caller.id && caller.role !== 'seller')) {
      throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
    }
    const [order] = await withLines(ctx.db, [row]);
    return { status: 'success', data: { order: order! } };
  });
};
