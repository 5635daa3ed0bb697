import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Answer } from './api-helpers.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * A local stand-in of Razorpay (issue 27 part 2, docs/decisions/0100), answering as its documentation
 * describes, so the server's adapter is tested without leaving the machine:
 *
 * - `POST /v1/orders` (basic auth key id : key secret; JSON `{ amount, currency, receipt, notes }`) answers
 *   200 with an order entity `{ id: 'order_...', entity: 'order', amount, amount_paid, amount_due, currency,
 *   receipt, status: 'created', attempts, notes, created_at }`; a wrong key 401, an amount under 100 paise
 *   400, each in the error envelope `{ error: { code, description, source, step, reason, metadata, field } }`.
 * - `POST /v1/payments/:id/refund` (`{ amount, receipt }`) answers a refund entity `{ id: 'rfnd_...',
 *   entity: 'refund', amount, currency, payment_id, receipt, status: 'processed', created_at }`; a payment
 *   it does not know 400, one refunded in full already 400; the same `X-Refund-Idempotency` key answers
 *   the refund it made.
 * - `GET /v1/checkout.js`: a tiny substitute of checkout.js for the web's tests: `new Razorpay(options)`
 *   whose `open()` shows Pay and Fail buttons; Pay asks this stand-in (`POST /test/pay/:order`) to post the
 *   signed webhook to the server, then calls the handler like checkout does.
 * - Modes: 'up'; 'down' (the connection is closed unanswered); 'error' (500 in the envelope).
 *
 * `pay(orderId)` captures a payment on a stand-in order and returns the signed `payment.captured`
 * webhook, ready to post; `webhook(...)` builds any other event.
 */
export type RazorpayStandIn = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Every API request, as received. */
  received: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  orders: Map<string, StandInOrder>;
  refunds: StandInRefund[];
  setMode(mode: 'up' | 'down' | 'error'): void;
  /** Captures a payment of `amount` (default the order's) on the order: the signed payment.captured webhook. */
  pay(orderId: string, amount?: number): SignedWebhook & { paymentId: string };
  /** Any signed event: its name and payload entities, under a new event id unless one is given. */
  webhook(event: string, payload: Record<string, unknown>, eventId?: string): SignedWebhook;
  /** Where the checkout substitute's Pay posts its webhooks (the server's receivePaymentWebhook URL). */
  setWebhookTarget(url: string): void;
  close(): Promise<void>;
};

export type StandInOrder = {
  id: string;
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  status: 'created' | 'attempted' | 'paid';
  created_at: number;
};
export type StandInRefund = {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string;
  status: 'processed';
  /** Its X-Refund-Idempotency key, when sent. */
  key: string | null;
};

/** A webhook as Razorpay posts it: the raw body and its headers. */
export type SignedWebhook = { rawBody: string; headers: Record<string, string> };

/** The test kitchen's keys, in Razorpay's shapes. */
export const TEST_KEY_ID = 'rzp_test_R4s0iKitchen01';
export const TEST_KEY_SECRET = 'standInKeySecret0123456789';
export const TEST_WEBHOOK_SECRET = 'standIn-webhook-secret';

let counter = 0;
/** An id of Razorpay's form: the entity's prefix and 14 letters and digits. */
function entityId(prefix: string): string {
  counter += 1;
  return `${prefix}_${randomBytes(4).toString('hex')}${String(counter).padStart(6, '0')}`;
}

/** Razorpay's error envelope. */
function refusal(description: string, field: string | null, reason = 'input_validation_failed') {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason,
      metadata: {},
      field,
    },
  };
}

/** The hex HMAC-SHA256 of the raw body, keyed with the webhook secret: X-Razorpay-Signature. */
export function webhookSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/**
 * Starts the stand-in on 127.0.0.1, on `port` (a browser journey names it in the server's settings, and
 * calls `setWebhookTarget` with the server's webhook address) or any free one.
 */
export async function startRazorpayStandIn(options: { port?: number } = {}): Promise<RazorpayStandIn> {
  const received: RazorpayStandIn['received'] = [];
  const orders = new Map<string, StandInOrder>();
  const payments = new Map<string, { id: string; order_id: string; amount: number; refunded: number }>();
  const refunds: StandInRefund[] = [];
  let mode: 'up' | 'down' | 'error' = 'up';
  let webhookTarget = '';
  const expectedAuth = `Basic ${Buffer.from(`${TEST_KEY_ID}:${TEST_KEY_SECRET}`).toString('base64')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const signed = (event: string, payload: Record<string, unknown>, eventId?: string): SignedWebhook => {
    const body = {
      entity: 'event',
      account_id: 'acc_StandInKitchen1',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    };
    const rawBody = JSON.stringify(body);
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(TEST_WEBHOOK_SECRET, rawBody),
        'x-razorpay-event-id': eventId ?? entityId('evt'),
      },
    };
  };
  const paymentEntity = (payment: { id: string; order_id: string; amount: number }, status: string) => ({
    entity: {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount,
      currency: 'INR',
      status,
      order_id: payment.order_id,
      method: 'upi',
      captured: status === 'captured',
      created_at: now(),
    },
  });
  const pay = (orderId: string, amount?: number) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the stand-in has no order ${orderId}`);
    const payment = { id: entityId('pay'), order_id: orderId, amount: amount ?? order.amount, refunded: 0 };
    payments.set(payment.id, payment);
    order.status = 'paid';
    return { ...signed('payment.captured', { payment: paymentEntity(payment, 'captured') }), paymentId: payment.id };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const send = (status: number, json: unknown, type = 'application/json') => {
        // The checkout substitute's calls come from the app's page, another origin: its answers may be read.
        response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
        response.end(typeof json === 'string' ? json : JSON.stringify(json));
      };
      if (path === '/v1/checkout.js') return send(200, CHECKOUT_JS, 'text/javascript');
      if (path.startsWith('/test/pay/') || path.startsWith('/test/fail/')) {
        // The checkout substitute's buttons: the stand-in posts the signed webhook to the server.
        const orderId = decodeURIComponent(path.split('/')[3] ?? '');
        if (!orders.has(orderId)) return send(404, refusal('The id provided does not exist', 'id'));
        const hook = path.startsWith('/test/pay/')
          ? pay(orderId)
          : {
              ...signed('payment.failed', {
                payment: paymentEntity(
                  { id: entityId('pay'), order_id: orderId, amount: orders.get(orderId)!.amount },
                  'failed',
                ),
              }),
              paymentId: '',
            };
        void fetch(webhookTarget, { method: 'POST', headers: hook.headers, body: hook.rawBody }).then(
          (posted) =>
            send(200, { razorpay_order_id: orderId, razorpay_payment_id: hook.paymentId, webhook: posted.status }),
          () => send(502, { webhook: 'not delivered' }),
        );
        return;
      }
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      received.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      if (mode === 'down') return request.socket.destroy();
      if (mode === 'error')
        return send(500, {
          error: {
            code: 'SERVER_ERROR',
            description: 'We are facing some trouble completing your request at the moment. Please try again shortly.',
            source: 'internal',
            step: null,
            reason: 'server_error',
            metadata: {},
            field: null,
          },
        });
      if (request.headers.authorization !== expectedAuth) {
        return send(401, refusal('Authentication failed', null, 'authentication_failed'));
      }
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (request.method === 'POST' && path === '/v1/orders') {
        if (typeof fields.amount !== 'number' || !Number.isInteger(fields.amount)) {
          return send(400, refusal('The amount must be an integer.', 'amount'));
        }
        if (fields.amount < 100) return send(400, refusal('The amount must be atleast INR 1.00', 'amount'));
        const order: StandInOrder = {
          id: entityId('order'),
          amount: fields.amount,
          receipt: String(fields.receipt ?? ''),
          notes: (fields.notes ?? {}) as Record<string, string>,
          status: 'created',
          created_at: now(),
        };
        orders.set(order.id, order);
        return send(200, {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: order.amount,
          currency: 'INR',
          offer_id: null,
          attempts: 0,
        });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refund) {
        const payment = payments.get(decodeURIComponent(refund[1]!));
        if (!payment) return send(400, refusal('The id provided does not exist', 'payment_id'));
        // The same X-Refund-Idempotency key answers the refund it made, never a second one.
        const key = request.headers['x-refund-idempotency'];
        const earlier = typeof key === 'string' ? refunds.find((made) => made.key === key) : undefined;
        if (earlier) return send(200, { ...earlier, entity: 'refund', currency: 'INR', notes: [], created_at: now() });
        const amount = typeof fields.amount === 'number' ? fields.amount : payment.amount - payment.refunded;
        if (payment.refunded >= payment.amount) {
          return send(400, refusal('The payment has been fully refunded already', null, 'payment_fully_refunded'));
        }
        if (amount > payment.amount - payment.refunded) {
          return send(400, refusal('The refund amount provided is greater than amount captured', 'amount'));
        }
        payment.refunded += amount;
        const made: StandInRefund = {
          id: entityId('rfnd'),
          payment_id: payment.id,
          amount,
          receipt: String(fields.receipt ?? ''),
          status: 'processed',
          key: typeof key === 'string' ? key : null,
        };
        refunds.push(made);
        return send(200, {
          ...made,
          entity: 'refund',
          currency: 'INR',
          notes: [],
          created_at: now(),
          speed_processed: 'normal',
        });
      }
      send(404, refusal('The requested URL was not found on the server.', null, 'url_not_found'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    keyId: TEST_KEY_ID,
    keySecret: TEST_KEY_SECRET,
    webhookSecret: TEST_WEBHOOK_SECRET,
    received,
    orders,
    refunds,
    setMode: (next) => {
      mode = next;
    },
    pay,
    webhook: signed,
    setWebhookTarget: (target) => {
      webhookTarget = target;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Posts a webhook to the test app (or another instance) through `inject`, as the gateway would. */
export async function postWebhook(
  t: Pick<TestApp, 'app'>,
  hook: SignedWebhook,
  options: { app?: FastifyInstance; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/v1/payments/gateway/webhook',
    headers: { ...hook.headers, ...options.headers },
    payload: hook.rawBody,
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/**
 * The checkout.js substitute: `new Razorpay(options).open()` shows the amount with Pay and Fail; each asks
 * the stand-in to post the signed webhook, then Pay calls `options.handler` with the ids, as checkout does
 * (its signature is left out: Rasoi confirms by the webhook only, D100), and Fail calls the
 * 'payment.failed' listener; closing calls `options.modal.ondismiss`.
 */
const CHECKOUT_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  class Razorpay {
    constructor(options) { this.options = options; this.listeners = {}; }
    on(event, listener) { this.listeners[event] = listener; }
    open() {
      const o = this.options;
      const box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Razorpay stand-in');
      box.style.cssText = 'position:fixed;inset:20% 10%;background:#fff;border:2px solid #333;padding:16px;z-index:99999';
      const line = document.createElement('p');
      line.textContent = o.name + ': ₹' + (o.amount / 100).toFixed(2);
      const button = (label, path, after) => {
        const b = document.createElement('button');
        b.textContent = label;
        b.onclick = async () => {
          const answer = await (await fetch(origin + path + encodeURIComponent(o.order_id), { method: 'POST' })).json();
          box.remove();
          after(answer);
        };
        return b;
      };
      const close = document.createElement('button');
      close.textContent = 'Close';
      close.onclick = () => { box.remove(); o.modal && o.modal.ondismiss && o.modal.ondismiss(); };
      box.append(
        line,
        button('Pay', '/test/pay/', (a) => o.handler && o.handler({ razorpay_payment_id: a.razorpay_payment_id, razorpay_order_id: a.razorpay_order_id })),
        button('Fail', '/test/fail/', () => this.listeners['payment.failed'] && this.listeners['payment.failed']({ error: { code: 'BAD_REQUEST_ERROR' } })),
        close,
      );
      document.body.append(box);
    }
  }
  window.Razorpay = Razorpay;
})();
`;
