import { z } from 'zod';
import type { ApiSuccess, Order } from './api.ts';
import { invalidRequest } from './i18n/messages/invalidrequest1.js';
import { pushSubscriptionInvalid } from './i18n/messages/pushsubscriptioninvalid2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { invalidRequest, pushSubscriptionInvalid };

/**
 * Builds a value in a call bundlers may drop when the value is unused (`/* @__PURE__ *\/ pure(...)`):
 * the web app's first load uses the event types here but none of the schemas, so zod stays out of it
 * (issue 6).
 */
const pure = <T>(build: () => T): T => build();

/**
 * Live order updates and web push (issue 5): what the server's event stream and push messages carry
 * and what the web app sends to open a stream or save its push subscription.
 *
 * The stream: `POST /events/ticket` (bearer) answers a short-lived ticket; `GET /events?ticket=T`
 * (optionally `&lastEventId=N`, or the `Last-Event-ID` header a reconnecting EventSource sends) is a
 * `text/event-stream` whose events carry `id: <N>` (increasing), `event: <OrderEventType>` and
 * `data: <OrderEventData as JSON>`, plus a `: ping` comment every STREAM_HEARTBEAT_MS.
 */

/** The kinds of order event: an order was placed, or its status changed. */
export const ORDER_EVENT_TYPES = ['order.created', 'order.updated'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * Sent on every open stream when the kitchen changed (its settings or its open flag; issue 13, D40),
 * with `data: {}` and no `id` (nothing to resume): the app refetches GET /kitchen.
 */
export const KITCHEN_CHANGED_EVENT = 'kitchen.changed';

/**
 * Sent on the open streams of one customer when their household account changed (issue 27, D99: a top-up
 * paid by the bank's SMS or assigned by the seller), with `data: {}` and no `id`: the app refetches the
 * account. A stream that was closed meanwhile refetches it on connecting instead.
 */
export const ACCOUNT_CHANGED_EVENT = 'account.changed';

/** The `data` of every order event: the order as the API answers it elsewhere. */
export type OrderEventData = { order: Order };

/**
 * A stream ticket opens one stream, if used within this long after it was issued (issue 11, D30): the
 * client asks for a new ticket for every connection and every reconnection.
 */
export const STREAM_TICKET_TTL_MS = 60_000;
/** Streams one session (one logged-in device) may have open at once, across instances (issue 11, D30). */
export const STREAMS_PER_SESSION = 3;
/** Streams one user may have open at once, all their sessions and instances together (issue 11, D30). */
export const STREAMS_PER_USER = 5;
/** Stream tickets one user may ask for per minute (issue 11; about one reconnection every 2 s). */
export const STREAM_TICKETS_PER_MINUTE = 30;
/** The stream sends a `: ping` comment this often, so proxies and the browser keep it open. */
export const STREAM_HEARTBEAT_MS = 15_000;
/** Order events are kept this long for resuming streams (`Last-Event-ID`); older ones are pruned. */
export const ORDER_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** `POST /events/ticket` answers this. */
export const streamTicketDataSchema = /* @__PURE__ */ pure(() =>
  z.object({ ticket: z.string(), expiresInMs: z.number() }),
);
export type StreamTicketData = z.infer<typeof streamTicketDataSchema>;
export type StreamTicketAnswer = ApiSuccess<StreamTicketData>;

/** The query of `GET /events`: the ticket, and the last event id already seen (digits). */
export const eventsQuerySchema = /* @__PURE__ */ pure(() =>
  z.strictObject({
    ticket: z.string().max(200).optional(),
    lastEventId: z
      .string()
      .regex(/^\d{1,15}$/, { error: () => m.invalidRequest() })
      .transform(Number)
      .optional(),
  }),
);

/** Icon shown with every push notification. */
export const PUSH_ICON = '/logo.svg';
/** Where a seller's new-order notification leads. */
export const SELLER_ORDERS_PATH = '/seller/orders';

/**
 * The JSON text of every push message (decrypted by the browser, shown by the service worker):
 * a notification's title and body, the app path to open on click, and the icon.
 */
export type PushPayload = { title: string; body: string; url: string; icon: string };

const base64Url = (bytes: number) => {
  // Unpadded base64url of `bytes` bytes is ceil(bytes * 4 / 3) characters; padding is accepted too.
  const length = Math.ceil((bytes * 4) / 3);
  const padding = (3 - (bytes % 3)) % 3;
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}${padding ? `={0,${padding}}` : ''}$`), {
    error: () => m.pushSubscriptionInvalid(),
  });
};

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it (docs/decisions/p07): the push
 * service's endpoint URL, and the keys the server encrypts with (the P-256 public key, 65 bytes,
 * and the 16-byte auth secret, both base64url). The server accepts only https endpoints.
 */
export const pushSubscriptionSchema = /* @__PURE__ */ pure(() =>
  z.strictObject(
    {
      endpoint: z.url({ protocol: /^https?$/, error: () => m.pushSubscriptionInvalid() }).max(2048),
      expirationTime: z.number().nullable().optional(),
      keys: z.strictObject(
        { p256dh: base64Url(65), auth: base64Url(16) },
        { error: () => m.pushSubscriptionInvalid() },
      ),
    },
    { error: () => m.pushSubscriptionInvalid() },
  ),
);
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * `POST /notification/save-fcm-token` body (spec 7): `fcmToken` is the PushSubscription object, or
 * the same object as a JSON string (as a client that stored it in localStorage may send it).
 */
export const saveFcmTokenBodySchema = /* @__PURE__ */ pure(() =>
  z.strictObject({ fcmToken: z.preprocess(parseJsonText, pushSubscriptionSchema) }),
);
export type SaveFcmTokenBody = { fcmToken: PushSubscriptionJson | string };
export const saveFcmTokenDataSchema = /* @__PURE__ */ pure(() => z.object({ saved: z.literal(true) }));
export type SaveFcmTokenData = z.infer<typeof saveFcmTokenDataSchema>;

/** `GET /notification/vapid-public-key` answers this: the key `pushManager.subscribe` needs. */
export const vapidPublicKeyDataSchema = /* @__PURE__ */ pure(() => z.object({ publicKey: z.string() }));
export type VapidPublicKeyData = z.infer<typeof vapidPublicKeyDataSchema>;

/** A JSON text parsed (a text that is not JSON stays as it is, for the schema to refuse); anything else as is. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string' || value.length > 4096) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
