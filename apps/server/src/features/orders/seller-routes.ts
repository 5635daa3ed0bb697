import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, type ApiSuccess, type OrderData, type OrdersData } from '@rasoi/domain/api';
import { dateRangeQuerySchema, patchOrderBodySchema } from '@rasoi/domain/seller';
import { localDaysRange } from '@rasoi/domain/time-frame';
import type { AppContext } from '../../app-context.ts';
import { listOrdersBetween, withLines } from './order-queries.ts';
import { changeOrderStatus } from './change-order-status.ts';

/**
 * The seller's order handling (spec 7): GET /order (every customer's orders, newest first,
 * optionally between startDate and endDate on the kitchen's calendar, both days included) and
 * PATCH /order/:id {status}. Registered inside the seller scope (app.ts), which requires the role.
 */
export const sellerOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/order',
    { schema: { querystring: dateRangeQuerySchema } },
    async (request): Promise<ApiSuccess<OrdersData>> => {
      const range = localDaysRange(request.query.startDate, request.query.endDate, ctx.config.kitchenTimezone);
      const orders = await withLines(ctx.db, await listOrdersBetween(ctx.db, range));
      return { status: 'success', data: { orders } };
    },
  );

  app.patch(
    '/order/:id',
    { schema: { params: idParamsSchema, body: patchOrderBodySchema } },
    async (request): Promise<ApiSuccess<OrderData>> => {
      const order = await changeOrderStatus({ ctx, orderId: request.params.id, status: request.body.status });
      return { status: 'success', data: { order } };
    },
  );
};
