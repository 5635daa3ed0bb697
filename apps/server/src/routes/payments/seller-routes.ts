import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import type { AppContext } from '../../app-context.ts';
import { registerSmsWebhook } from '../../flows/payments/register-sms-webhook.ts';
import { dismissPayment, matchPayment, paymentsToMatch } from '../../flows/payments/payments-to-match.ts';
import { matchPaymentToTopUp } from '../../flows/payments/match-payment-to-top-up.ts';
import { getBankSmsSettings, updateBankSmsSettings } from '../../modules/payments/bank-sms-settings.ts';
import { getGatewaySettings, updateGatewaySettings } from '../../modules/payments/gateway/gateway-settings.ts';
import { defineRoute } from '../define-route.ts';

/**
 * The seller's bank SMS calls (issue 27 part 1, docs/decisions/0097): GET and PATCH
 * /payments/sms/settings read and write the kitchen's bank senders and the phone's signing key (answered
 * only as whether it is set); POST /payments/sms/webhook asks the phone to forward received SMS here.
 * Seller scope only.
 */
export const sellerPaymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineRoute(app, contract.getBankSmsSettings, async () => ({
    status: 'success',
    data: await getBankSmsSettings(ctx),
  }));

  defineRoute(app, contract.updateBankSmsSettings, async (request) => ({
    status: 'success',
    data: await updateBankSmsSettings(ctx, request.body),
  }));

  // The payment gateway's keys (D100): written, never answered back; a read says whether each is set.
  defineRoute(app, contract.getGatewaySettings, async () => ({
    status: 'success',
    data: await getGatewaySettings(ctx),
  }));

  defineRoute(app, contract.updateGatewaySettings, async (request) => ({
    status: 'success',
    data: await updateGatewaySettings(ctx, request.body),
  }));

  defineRoute(app, contract.registerSmsWebhook, async (request) => ({
    status: 'success',
    data: await registerSmsWebhook(ctx, request.log),
  }));

  // 'Payments to match' (D98): credits no request's amount named, assigned or dismissed by the seller.
  defineRoute(app, contract.listUnmatchedPayments, async () => ({
    status: 'success',
    data: await paymentsToMatch(ctx),
  }));

  defineRoute(app, contract.matchPayment, async (request) => ({
    status: 'success',
    data: { order: await matchPayment(ctx, request.params.id, request.body.order_id) },
  }));

  defineRoute(app, contract.matchPaymentToTopUp, async (request) => ({
    status: 'success',
    data: await matchPaymentToTopUp(ctx, request.params.id, request.body.request_id),
  }));

  defineRoute(app, contract.dismissPayment, async (request) => {
    await dismissPayment(ctx, request.params.id);
    return { status: 'success', data: {} };
  });
};
