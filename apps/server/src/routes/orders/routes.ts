import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { defineRoute } from '../define-route.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { cancelOrder } from '../../flows/orders/cancel-order.ts';
import { claimOrderPaid } from '../../flows/orders/claim-order-paid.ts';
import { requestOrderUpi } from '../../flows/payments/request-order-upi.ts';
import { keysetPage } from '@rasoi/domain/order-cursor';
import { findOrder, listOrdersPage, withLines } from '../../modules/ordering/orders/order-queries.ts';
import { placeOrder } from '../../flows/orders/place-order.ts';

/**
 * The customer's orders (spec 7): POST /order/create-cod-order, GET /order/user-orders,
 * GET /order/:id, POST /order/:id/paid ('I have paid' on a UPI order: issue 15, D53) and
 * POST /order/:id/cancel (issue 15, D54: the customer their own, a seller session any undelivered order).
 * Everything here needs a logged-in caller; the two writes are limited per caller (D36).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.placeOrder, async (request, reply) => {
    const { order, replayed } = await placeOrder({
      ctx,
      userId: callerOf(request).id,
      request: request.body,
      idempotencyKey: request.headers['idempotency-key'],
    });
    reply.code(replayed ? 200 : 201);
    return { status: 'success', data: { order }, totalTime: order.total_time };
  });

  // One page of the caller's orders (issue 17), as the seller's list pages (D32): a row more than the page
  // is read to know whether another follows. No cursor is the first page, also for an app installed
  // before paging, which then shows the newest MY_ORDERS_PAGE_SIZE orders (D71).
  defineRoute(app, contract.listMyOrders, async (request) => {
    const { limit, cursor } = request.query;
    const rows = await listOrdersPage(ctx.db, {
      userId: callerOf(request).id,
      range: { start: null, end: null },
      status: null,
      before: cursor ?? null,
      limit: limit + 1,
    });
    const { page, nextCursor } = keysetPage(rows, limit, (row) => ({ createdAt: row.created_at, id: row.id }));
    return { status: 'success', data: { orders: await withLines(ctx.db, page), nextCursor } };
  });

  defineRoute(app, contract.getOrder, async (request) => {
    const caller = callerOf(request);
    const row = await findOrder(ctx.db, request.params.id);
    // Another customer's order answers exactly like a missing one, so ids reveal nothing.
    if (!row || (row.user_id !== caller.id && caller.role !== 'seller')) {
      throw new AppError('NOT_FOUND', 'orderNotFound');
    }
    const [order] = await withLines(ctx.db, [row]);
    return { status: 'success', data: { order: order! } };
  });

  // A customer's write (D36): held to the per-customer limit like the other customer writes.
  // The exact UPI amount of a UPI-on-delivery order (issue 27, D98): a write (it opens a request), held to
  // the per-customer limit.
  defineRoute(
    app,
    contract.requestUpiPayment,
    async (request) => {
      const upiRequest = await requestOrderUpi({ ctx, userId: callerOf(request).id, orderId: request.params.id });
      return { status: 'success', data: { upi_request: upiRequest } };
    },
    { config: customerWriteLimit },
  );

  defineRoute(
    app,
    contract.claimOrderPaid,
    async (request) => {
      const order = await claimOrderPaid({ ctx, userId: callerOf(request).id, orderId: request.params.id });
      return { status: 'success', data: { order } };
    },
    { config: customerWriteLimit },
  );

  defineRoute(
    app,
    contract.cancelOrder,
    async (request) => {
      const order = await cancelOrder({
        ctx,
        caller: callerOf(request),
        orderId: request.params.id,
        reason: request.body.reason,
        log: request.log,
      });
      return { status: 'success', data: { order } };
    },
    { config: customerWriteLimit },
  );
};
