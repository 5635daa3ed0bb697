import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, type ApiSuccess, type OrderData } from '@rasoi/domain/api';
import { patchOrderBodySchema, sellerOrdersQuerySchema, type SellerOrdersData } from '@rasoi/domain/seller';
import type { AppContext } from '../../app-context.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { listSellerOrders } from './list-seller-orders.ts';

/**
 * The seller's order handling (spec 7): GET /order (every customer's orders, newest first, one page
 * at a time: issue 11, D32; optionally between startDate and endDate on the kitchen's calendar, both
 * days included, and of one status) and PATCH /order/:id {status}. Registered inside the seller scope (app.ts), which requires the role.
 */
export const sellerOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/order',
    { schema: { querystring: sellerOrdersQuerySchema } },
    async (request): Promise<ApiSuccess<SellerOrdersData>> => ({
      status: 'success',
      data: await listSellerOrders(ctx, request.query),
    }),
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
