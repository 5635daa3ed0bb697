import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contract } from '@rasoi/domain/contract';
import { GATEWAY_SMS_BODY_LIMIT_BYTES } from '@rasoi/domain/gateway-sms';
import type { AppContext } from '../../app-context.ts';
import { receiveBankSms, type BankSmsReceipt } from '../../flows/payments/receive-bank-sms.ts';
import { AppError } from '../../lib/app-error.ts';
import { readBankSmsSettings } from '../../modules/payments/bank-sms-settings-queries.ts';
import { checkGatewaySignature } from '../../modules/payments/gateway-signature.ts';
import { defineRoute } from '../define-route.ts';

/** Each request's body exactly as received: the signature is over these bytes, not over parsed JSON. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const NO_BODY = Buffer.alloc(0);

/**
 * POST /payments/sms (`receiveGatewaySms`, public; issue 27 part 1, docs/decisions/0097): the webhook SMS
 * Gateway for Android posts each received SMS to. This scope reads JSON only, at most
 * GATEWAY_SMS_BODY_LIMIT_BYTES (413 beyond; 415 for another type), keeping the raw bytes; before the body
 * is validated, the signature (X-Signature, X-Timestamp) is checked against the kitchen's stored key
 * (401 in the envelope, nothing stored, on a missing, wrong or stale one). Then the flow stores an SMS
 * from one of the kitchen's bank senders once, and everything else is answered 200 and left alone (the
 * phone retries only what is not 2xx). Every refusal and every outcome is one log line with its reason,
 * never the SMS text, the payer, the sender of an unknown SMS or the key.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Fastify's own JSON parser, with its refusal of __proto__ and constructor keys.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: GATEWAY_SMS_BODY_LIMIT_BYTES },
    (request, body, done) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      // Unparsable JSON is only the signed caller's to hear of (400 after the signature); an unsigned
      // caller gets 401 whatever it sent.
      parseJson(request, raw.toString('utf8'), (error, parsed) => done(null, error ? undefined : parsed));
    },
  );
  app.addHook('preValidation', async (request) => {
    const { signingKey } = await readBankSmsSettings(ctx.db);
    const check = checkGatewaySignature({
      key: signingKey,
      rawBody: rawBodies.get(request) ?? NO_BODY,
      timestamp: headerText(request, 'x-timestamp'),
      signature: headerText(request, 'x-signature'),
      now: ctx.now(),
    });
    if (check === 'ok') return;
    request.log.warn({ gatewaySms: 'refused', reason: check }, 'gateway sms');
    throw new AppError('UNAUTHORIZED', 'gatewaySmsUnsigned');
  });

  defineRoute(app, contract.receiveGatewaySms, async (request) => {
    const receipt = await receiveBankSms(ctx, request.body);
    const matched = receipt.outcome === 'stored' ? { matched: receipt.matched } : {};
    request.log.info({ gatewaySms: receipt.outcome, ...logDetails(receipt), ...matched }, 'gateway sms');
    return { status: 'success', data: {} };
  });
};

/** A header's value when it came once as text. */
function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** What the log line says of a receipt besides its outcome: kinds, reasons and amounts, nothing personal. */
function logDetails(receipt: BankSmsReceipt): Record<string, unknown> {
  switch (receipt.outcome) {
    case 'not_sms':
      return { event: receipt.event };
    case 'unknown_sender':
      return { senderIsNumber: receipt.senderIsNumber };
    case 'repeat_event':
    case 'repeat_credit':
    case 'stored': {
      const { reading } = receipt;
      if (reading.kind === 'credit') return { kind: 'credit', amountPaise: reading.amountPaise };
      if (reading.kind === 'ignored') return { kind: 'ignored', why: reading.why };
      return { kind: 'unreadable' };
    }
  }
}
