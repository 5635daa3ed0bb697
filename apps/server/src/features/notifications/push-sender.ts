import type https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { PushPayload } from '@rasoi/domain/events';
import type { Database } from '../../db/schema.ts';
import {
  deletePushSubscription,
  listPushSubscriptions,
  type PushRecipients,
  type StoredPushSubscription,
} from './push-subscription-queries.ts';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * How pushes leave the server. Production: https endpoints only, Node's own agent. Tests point
 * subscriptions at a push service on http://127.0.0.1 and pass an agent that speaks plain HTTP
 * (web-push always calls `https.request`).
 */
export type PushTransport = { allowInsecureEndpoints: boolean; agent?: https.Agent };

export type PushSender = {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Whether a subscription's endpoint may be http:// (tests only). */
  allowInsecureEndpoints: boolean;
  /**
   * Sends `payload` to every subscription of the recipients, in the background: returns at once,
   * never throws. A subscription the push service answers 404 or 410 for is deleted; other
   * failures are logged with the push service's origin only (an endpoint's path is a secret).
   */
  send(recipients: PushRecipients, payload: PushPayload): void;
  /** Resolves when every send started so far has settled (app close, tests). */
  idle(): Promise<void>;
};

/** How long a push service keeps an undelivered message for an offline device, in seconds. */
const PUSH_TTL_SECONDS = 60 * 60;
/** Give up on a push service that does not answer within this many milliseconds. */
const PUSH_TIMEOUT_MS = 10_000;

/** Builds the sender over web-push (DECISIONS.md 7) with the app's VAPID keys. */
export function createPushSender(options: {
  db: Kysely<Database>;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  transport: PushTransport;
}): PushSender {
  const { db, vapid, log, transport } = options;
  const inFlight = new Set<Promise<void>>();

  const sendOne = async (subscription: StoredPushSubscription, body: string) => {
    try {
      await webpush.sendNotification(subscription, body, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        timeout: PUSH_TIMEOUT_MS,
        ...(transport.agent ? { agent: transport.agent } : {}),
      });
    } catch (error) {
      const statusCode = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (statusCode === 404 || statusCode === 410) {
        await deletePushSubscription(db, subscription.endpoint);
        log.info({ pushService: originOf(subscription.endpoint), statusCode }, 'push subscription gone; removed');
      } else {
        log.warn({ pushService: originOf(subscription.endpoint), statusCode, reason: reasonOf(error) }, 'push failed');
      }
    }
  };

  const sendAll = async (recipients: PushRecipients, payload: PushPayload) => {
    const body = JSON.stringify(payload);
    const subscriptions = await listPushSubscriptions(db, recipients);
    await Promise.all(subscriptions.map((subscription) => sendOne(subscription, body)));
  };

  return {
    publicKey: vapid.publicKey,
    allowInsecureEndpoints: transport.allowInsecureEndpoints,
    send(recipients, payload) {
      const task = sendAll(recipients, payload)
        .catch((error: unknown) => log.error({ err: error }, 'sending pushes failed'))
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}

/** A failure's message without the endpoint (web-push puts the whole URL into some messages). */
function reasonOf(error: unknown): string {
  if (error instanceof webpush.WebPushError) return `push service answered ${error.statusCode}`;
  if (error instanceof Error) return error.message.replace(/https?:\/\/\S+/g, '<endpoint>');
  return 'unknown';
}
