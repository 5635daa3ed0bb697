import { z } from 'zod';
import { gatewayKeyIdInvalid } from './i18n/messages/gatewaykeyidinvalid3.js';
import { gatewaySecretInvalid } from './i18n/messages/gatewaysecretinvalid2.js';
import { gatewaySettingsEmpty } from './i18n/messages/gatewaysettingsempty2.js';
import { invalidRequest } from './i18n/messages/invalidrequest1.js';
import { onlinePaymentTarget } from './i18n/messages/onlinepaymenttarget2.js';
import { onlineTopupAmount } from './i18n/messages/onlinetopupamount2.js';
import { LEDGER_AMOUNT_MAX_PAISE, paiseText } from './ledger.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  gatewayKeyIdInvalid,
  gatewaySecretInvalid,
  gatewaySettingsEmpty,
  invalidRequest,
  onlinePaymentTarget,
  onlineTopupAmount,
};

/**
 * Online payments through the kitchen's payment gateway, Razorpay (issue 27 part 2, docs/decisions/0100):
 * its settings, the customer's request for a payment, what checkout needs, and the gateway's webhook as
 * Rasoi reads it. Amounts are paise.
 */

export { ONLINE_PAYMENT_LIFE_MINUTES } from './constants.ts';
/** The least a gateway order may ask: Razorpay refuses below ₹1.00. */
export const ONLINE_PAYMENT_MIN_PAISE = 100;
/** Largest webhook body read, in bytes: a payment event is 2-4 KB. */
export const PAYMENT_WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
/** A secret's length as the gateway's dashboard gives it (its key secret is 24 characters). */
const SECRET_MIN = 8;
const SECRET_MAX = 256;

const secretSchema = z
  .string({ error: () => m.gatewaySecretInvalid() })
  .trim()
  .min(SECRET_MIN, { error: () => m.gatewaySecretInvalid() })
  .max(SECRET_MAX, { error: () => m.gatewaySecretInvalid() })
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((key) => !/[\u0000-\u001f\u007f]/.test(key), { error: () => m.gatewaySecretInvalid() });

/** Razorpay's key id: `rzp_test_` or `rzp_live_` and its letters and digits (public: checkout shows it). */
export const gatewayKeyIdSchema = z
  .string({ error: () => m.gatewayKeyIdInvalid() })
  .trim()
  .max(64, { error: () => m.gatewayKeyIdInvalid() })
  .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,40}$/, { error: () => m.gatewayKeyIdInvalid() });

/**
 * `PATCH /payments/gateway/settings` (seller): the key id, the key secret and/or the webhook secret, each
 * null to remove it; at least one. A field left out keeps its stored value.
 */
export const gatewaySettingsPatchSchema = z
  .strictObject({
    key_id: gatewayKeyIdSchema.nullable().optional(),
    key_secret: secretSchema.nullable().optional(),
    webhook_secret: secretSchema.nullable().optional(),
  })
  .refine(
    (patch) => patch.key_id !== undefined || patch.key_secret !== undefined || patch.webhook_secret !== undefined,
    { error: () => m.gatewaySettingsEmpty() },
  );
export type GatewaySettingsPatch = z.input<typeof gatewaySettingsPatchSchema>;

/**
 * The gateway settings as the seller reads them: the key id (public), whether each secret is set (never
 * the secret), whether online payment is offered (all three set), and the webhook's address to give the
 * gateway's dashboard.
 */
export const gatewaySettingsDataSchema = z.object({
  key_id: z.string().nullable(),
  key_secret_set: z.boolean(),
  webhook_secret_set: z.boolean(),
  online_payments: z.boolean(),
  webhook_url: z.string(),
});
export type GatewaySettingsData = z.infer<typeof gatewaySettingsDataSchema>;

/**
 * `POST /payments/online` (customer): the payment of one of the caller's own orders awaiting payment
 * (`order_id`), or a top-up of their household account (`topup_paise`, ₹1 to LEDGER_AMOUNT_MAX_PAISE);
 * exactly one. The amount is always the server's: an order's bill, or the top-up asked.
 */
export const createOnlinePaymentBodySchema = z
  .strictObject({
    order_id: z
      .string({ error: () => m.invalidRequest() })
      .min(1)
      .max(64)
      .optional(),
    topup_paise: z
      .number({ error: () => m.onlineTopupAmount({ max: paiseText(LEDGER_AMOUNT_MAX_PAISE) }) })
      .int({ error: () => m.onlineTopupAmount({ max: paiseText(LEDGER_AMOUNT_MAX_PAISE) }) })
      .min(ONLINE_PAYMENT_MIN_PAISE, { error: () => m.onlineTopupAmount({ max: paiseText(LEDGER_AMOUNT_MAX_PAISE) }) })
      .max(LEDGER_AMOUNT_MAX_PAISE, { error: () => m.onlineTopupAmount({ max: paiseText(LEDGER_AMOUNT_MAX_PAISE) }) })
      .optional(),
  })
  .refine((body) => (body.order_id === undefined) !== (body.topup_paise === undefined), {
    error: () => m.onlinePaymentTarget(),
  });
export type CreateOnlinePaymentBody = z.input<typeof createOnlinePaymentBodySchema>;

/**
 * What the web gives the gateway's checkout (checkout.js's options): the public key id, the gateway's
 * order id and its amount in paise, the kitchen's name, and the script's address. Never a secret.
 * `payment_id` is Rasoi's own id of the payment.
 */
export const onlinePaymentDataSchema = z.object({
  payment_id: z.string(),
  key_id: z.string(),
  gateway_order_id: z.string(),
  amount_paise: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  checkout_url: z.string(),
});
export type OnlinePaymentData = z.infer<typeof onlinePaymentDataSchema>;

/**
 * Where an order's online payment is, for its page (D100): 'awaiting' (not paid yet), 'paid', 'refunding'
 * (owed back, the gateway not done yet), 'refunded', 'refund_failed' (the gateway refused it: the kitchen
 * settles it), or 'none' (not paid online, or given up unpaid). `amount_paise` what was paid, else null.
 */
export const ONLINE_PAYMENT_STATES = ['none', 'awaiting', 'paid', 'refunding', 'refunded', 'refund_failed'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];
export const onlinePaymentStateDataSchema = z.object({
  state: z.enum(ONLINE_PAYMENT_STATES),
  amount_paise: z.number().int().nullable(),
  refunded_at: z.string().nullable(),
});
export type OnlinePaymentStateData = z.infer<typeof onlinePaymentStateDataSchema>;

/** The headers a gateway webhook is read with: its signature and its event id. */
export const paymentWebhookHeadersSchema = z.looseObject({
  'x-razorpay-signature': z
    .string()
    .optional()
    .meta({ description: 'Hex HMAC-SHA256 of the raw body, keyed with the webhook secret' }),
  'x-razorpay-event-id': z
    .string()
    .max(64)
    .optional()
    .meta({ description: "The event's id, the same on every retry of it" }),
});

const paymentEntitySchema = z.object({
  id: z.string().min(1).max(64),
  order_id: z.string().min(1).max(64).nullish(),
  amount: z.number().int().min(0),
  currency: z.string().max(8),
  status: z.string().max(32),
});
const refundEntitySchema = z.object({
  id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  amount: z.number().int().min(0),
  status: z.string().max(32),
});

/** The events Rasoi acts on; every other signed event is answered 200 and left alone. */
export const PAID_EVENTS = ['payment.captured', 'order.paid'] as const;
export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;

/**
 * One webhook event as the gateway posts it: `{ entity: 'event', account_id, event, contains, payload,
 * created_at }` (Unix seconds), the payload holding `{ payment: { entity } }`, `{ order, payment }` or
 * `{ refund, payment }`. Read into what Rasoi needs: a payment (its id, the gateway order it paid, the
 * amount in paise) or a refund (its id, the payment, the amount, its status). Fields not named are dropped.
 */
export const paymentWebhookEventSchema = z
  .object({
    entity: z.string().max(32).optional(),
    event: z.string().min(1).max(64),
    created_at: z.number().int().min(0).optional(),
    payload: z.unknown().optional().meta({
      description:
        '`{ payment: { entity } }`, `{ order: { entity }, payment: { entity } }` or `{ refund: { entity } }`',
    }),
  })
  .transform((body, context) => {
    const payload = (typeof body.payload === 'object' && body.payload !== null ? body.payload : {}) as Record<
      string,
      unknown
    >;
    const entity = (name: string): unknown => {
      const wrapped = payload[name];
      return typeof wrapped === 'object' && wrapped !== null ? (wrapped as { entity?: unknown }).entity : undefined;
    };
    const refuse = (path: string) => {
      context.addIssue({ code: 'custom', message: m.invalidRequest(), path: ['payload', path] });
      return z.NEVER;
    };
    const needsPayment = (PAID_EVENTS as readonly string[]).includes(body.event) || body.event === 'payment.failed';
    if (needsPayment) {
      const payment = paymentEntitySchema.safeParse(entity('payment'));
      if (!payment.success || !payment.data.order_id) return refuse('payment');
      const { id, order_id, amount, currency, status } = payment.data;
      return {
        event: body.event,
        payment: { id, gatewayOrderId: order_id, amountPaise: amount, currency, status },
        refund: null,
      };
    }
    if ((REFUND_EVENTS as readonly string[]).includes(body.event)) {
      const refund = refundEntitySchema.safeParse(entity('refund'));
      if (!refund.success) return refuse('refund');
      const { id, payment_id, amount, status } = refund.data;
      return { event: body.event, payment: null, refund: { id, paymentId: payment_id, amountPaise: amount, status } };
    }
    return { event: body.event, payment: null, refund: null };
  });
export type PaymentWebhookEvent = z.output<typeof paymentWebhookEventSchema>;
