import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { PAYMENT_WEBHOOK_BODY_LIMIT_BYTES } from '@rasoi/domain/payment-gateway';
import type { AppContext } from '../../app-context.ts';
import { receivePaymentWebhook } from '../../flows/payments/receive-payment-webhook.ts';
import { AppError } from '../../lib/app-error.ts';
import { readGatewaySettings } from '../../modules/payments/gateway/gateway-settings-queries.ts';
import { checkWebhookSignature } from '../../modules/payments/gateway/webhook-signature.ts';
import { defineRoute } from '../define-route.ts';

/** Each request's body exactly as received: the signature is over these bytes, not over parsed JSON. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const NO_BODY = Buffer.alloc(0);

/**
 * POST /payments/gateway/webhook (`receivePaymentWebhook`, public; issue 27 part 2, docs/decisions/0100):
 * the payment gateway's webhook. This scope reads JSON only, at most PAYMENT_WEBHOOK_BODY_LIMIT_BYTES
 * (413; 415 for another type), keeping the raw bytes; before the body is validated, X-Razorpay-Signature
 * is checked against the kitchen's webhook secret (401 in the envelope, nothing stored, on a missing or
 * wrong one: a forgery changes nothing, and is counted in the log). A signed event without its
 * X-Razorpay-Event-Id is 400. The flow processes each event id once; a repeat is answered 200 (so the
 * gateway stops retrying) and counted. One log line per event: its outcome, never an amount's owner or a key.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Fastify's own JSON parser, with its refusal of __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: PAYMENT_WEBHOOK_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      // Unparsable JSON is only the signed caller's to hear of (400 after the signature).
      parseJson(request, raw.toString('utf8'), (error, parsed) => done(null, error ? undefined : parsed));
    },
  );
  app.addHook('preValidation', async (request) => {
    const { webhookSecret } = await readGatewaySettings(ctx.db);
    const check = checkWebhookSignature({
      secret: webhookSecret,
      rawBody: rawBodies.get(request) ?? NO_BODY,
      signature: headerText(request, 'x-razorpay-signature'),
    });
    if (check === 'ok') return;
    request.log.warn({ paymentWebhook: 'refused', reason: check }, 'payment webhook');
    throw new AppError('UNAUTHORIZED', 'paymentWebhookUnsigned');
  });

  defineRoute(app, contract.receivePaymentWebhook, async (request) => {
    const eventId = headerText(request, 'x-razorpay-event-id');
    if (!eventId || eventId.trim() === '') throw new AppError('BAD_REQUEST', 'invalidRequest');
    const outcome = await receivePaymentWebhook(ctx, eventId, request.body, request.log);
    request.log.info({ paymentWebhook: outcome, event: request.body.event }, 'payment webhook');
    return { status: 'success', data: {} };
  });
};

/** A header's value when it came once as text. */
function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
