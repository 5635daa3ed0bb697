import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { acknowledgeOrder } from '../../flows/orders/acknowledge-order.ts';
import { changeOrderStatus } from '../../flows/orders/change-order-status.ts';
import { collectOrder } from '../../flows/orders/collect-order.ts';
import { listSellerOrders } from '../../flows/orders/list-seller-orders.ts';
import { placePhoneOrder } from '../../flows/orders/place-phone-order.ts';
import { readKitchenTicket } from '../../modules/ordering/orders/kitchen-ticket.ts';

/**
 * The seller's order handling (spec 7): GET /order (every customer's orders, newest first, one page
 * at a time: issue 11, D32; optionally between startDate and endDate on the kitchen's calendar, both
 * days included, and of one status), PATCH /order/:id {status} (an Idempotency-Key makes a repeat change nothing: D115), POST /order/:id/acknowledge (stops the
 * new-order alarm on every seller device), POST /order/:id/collect {method: cash|upi} (how the money was
 * collected at the door: issue 15, D53), POST /order/phone, an order a customer gave by phone
 * (issue 14), and GET /order/:id/ticket, its kitchen ticket and box labels (issue 28, D111). Registered inside the seller scope (app.ts), which requires the role.
 */
export const sellerOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.listSellerOrders, async (request) => ({
    status: 'success',
    data: await listSellerOrders(ctx, request.query),
  }));

  defineRoute(app, contract.changeOrderStatus, async (request) => {
    const order = await changeOrderStatus({
      ctx,
      orderId: request.params.id,
      status: request.body.status,
      idempotencyKey: request.headers['idempotency-key'],
    });
    return { status: 'success', data: { order } };
  });

  defineRoute(app, contract.acknowledgeOrder, async (request) => {
    const order = await acknowledgeOrder({ ctx, orderId: request.params.id });
    return { status: 'success', data: { order } };
  });

  defineRoute(app, contract.getKitchenTicket, async (request) => ({
    status: 'success',
    data: { ticket: await readKitchenTicket(ctx.db, request.params.id) },
  }));

  defineRoute(app, contract.collectOrder, async (request) => {
    const order = await collectOrder({
      ctx,
      orderId: request.params.id,
      method: request.body.method,
      idempotencyKey: request.headers['idempotency-key'],
    });
    return { status: 'success', data: { order } };
  });

  defineRoute(app, contract.placePhoneOrder, async (request, reply) => {
    const { order, replayed } = await placePhoneOrder({
      ctx,
      sellerId: callerOf(request).id,
      request: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    });
    reply.code(replayed ? 200 : 201);
    return { status: 'success', data: { order }, totalTime: order.total_time };
  });
};
