import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { createOnlinePayment } from '../../flows/payments/create-online-payment.ts';
import { orderPaymentState } from '../../flows/payments/order-payment-state.ts';
import { callerOf } from '../../plugins/auth.ts';
import { customerWriteLimit } from '../../plugins/customer-write-limit.ts';
import { defineRoute } from '../define-route.ts';

/**
 * POST /payments/online (`createOnlinePayment`, customer; issue 27 part 2, docs/decisions/0100): a payment
 * through the kitchen's gateway for the caller's order awaiting payment, or a top-up of their account.
 * GET /order/:id/payment (`getOrderPayment`): where that order's online payment is (paid, refunded...).
 */
export const onlinePaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(
    app,
    contract.createOnlinePayment,
    async (request) => {
      const { order_id: orderId, topup_paise: topupPaise } = request.body;
      const target = orderId !== undefined ? { orderId } : { topupPaise: topupPaise! };
      return {
        status: 'success',
        data: await createOnlinePayment(ctx, callerOf(request).id, target, request.log),
      };
    },
    { config: customerWriteLimit },
  );

  defineRoute(app, contract.getOrderPayment, async (request) => ({
    status: 'success',
    data: await orderPaymentState(ctx, callerOf(request).id, request.params.id),
  }));
};
