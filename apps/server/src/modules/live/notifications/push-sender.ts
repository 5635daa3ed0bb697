import type https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { PushPayload } from '@rasoi/domain/events';
import type { Locale } from '@rasoi/domain/locale';
import type { Database } from '../../../db/schema.ts';
import { coalesced } from '../../../lib/coalesced.ts';
import { pushEndpointRefusal, type PushEndpointRefusal } from './push-endpoint.ts';
import {
  deletePushSubscription,
  listPushSubscriptions,
  recordPushDelivered,
  recordPushFailure,
  type PushRecipients,
  type StoredPushSubscription,
} from './push-subscription-queries.ts';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * How pushes leave the server. Production: the browsers' push services only (push-endpoint.ts), over
 * Node's own https agent. Tests run a push service on http://127.0.0.1 and pass its origin in
 * `localPushServiceOrigins` with an agent that speaks plain HTTP (web-push always calls
 * `https.request`). Set only through AppDeps, never from the environment, so a deployment cannot
 * open the allowlist by accident (issue 11, D34).
 */
export type PushTransport = { agent?: https.Agent; localPushServiceOrigins?: readonly string[] };

/**
 * A push written in a given language (issue 16, D62): called once per language among the recipients'
 * devices, each device getting the payload in the language its app saved the subscription in. Write
 * every text with `{ locale }` and dates, times and rupees with `intlLocale(locale)`: a push is sent
 * outside any request, where `getLocale()` is English.
 */
export type PushMessage = (locale: Locale) => PushPayload;

export type PushSender = {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Why pushes may not go to `endpoint` (a message key, D84), or undefined when they may. */
  endpointRefusal(endpoint: string): PushEndpointRefusal | undefined;
  /**
   * Sends `message` to every subscription of the recipients, each in its device's language (issue 16),
   * in the background: returns at once,
   * never throws, and starts no work before the caller's current turn of the event loop is over
   * (the request that caused it answers first). At most MAX_CONCURRENT_PUSHES requests are open at a
   * time per instance; the rest wait in a queue of at most MAX_QUEUED_PUSHES. A subscription the push
   * service answers 404 or 410 for is deleted at once, one that failed PUSH_FAILURES_BEFORE_DROP
   * times in a row too; failures are logged with the push service's origin only (an endpoint's path
   * is a secret).
   */
  send(recipients: PushRecipients, message: PushMessage): void;
  /**
   * Resolves when every send started or queued so far has settled: its subscriptions read, each of its
   * pushes answered, failed or skipped, and the row changes that follow written (app close; tests that
   * prove a push did not come).
   */
  idle(): Promise<void>;
  /**
   * The pushes of this instance right now: `sending`, requests open to a push service (at most
   * MAX_CONCURRENT_PUSHES); `queued`, waiting for a free slot. Sends whose subscriptions are still
   * being read count in neither. For tests of the limits.
   */
  backlog(): { sending: number; queued: number };
};

/** How long a push service keeps an undelivered message for an offline device, in seconds. */
const PUSH_TTL_SECONDS = 60 * 60;
/** Give up on a push service that does not answer within this many milliseconds. */
const PUSH_TIMEOUT_MS = 10_000;
/** Push requests open at once per instance (D34): a burst of orders cannot open hundreds of connections. */
export const MAX_CONCURRENT_PUSHES = 8;
/** Pushes waiting for a free slot, per instance; beyond this a push is skipped (and logged), not queued. */
export const MAX_QUEUED_PUSHES = 1000;

type PushJob = { subscription: StoredPushSubscription; body: string };

/** Builds the sender over web-push (docs/decisions/p07) with the app's VAPID keys. */
export function createPushSender(options: {
  db: Kysely<Database>;
  vapid: VapidKeys;
  log: FastifyBaseLogger;
  transport: PushTransport;
}): PushSender {
  const { db, vapid, log, transport } = options;
  const inFlight = new Set<Promise<void>>();
  const queue: PushJob[] = [];
  let active = 0;
  const endpointRefusal = (endpoint: string) => pushEndpointRefusal(endpoint, transport.localPushServiceOrigins);
  // Every new order pushes to the sellers' devices: in a rush, one read serves the orders that asked
  // while the one before ran (issue 17: one statement less for most orders).
  const sellersSubscriptions = coalesced(() => listPushSubscriptions(db, { sellers: true }));

  const track = (task: Promise<void>) => {
    const tracked = task.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  const sendOne = async ({ subscription, body }: PushJob) => {
    const pushService = originOf(subscription.endpoint);
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: subscription.keys }, body, {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        timeout: PUSH_TIMEOUT_MS,
        ...(transport.agent ? { agent: transport.agent } : {}),
      });
      await recordPushDelivered(db, subscription.endpoint);
    } catch (error) {
      const statusCode = error instanceof webpush.WebPushError ? error.statusCode : undefined;
      if (statusCode === 404 || statusCode === 410) {
        await deletePushSubscription(db, subscription.endpoint);
        log.info({ pushService, statusCode }, 'push subscription gone; removed');
      } else if (await recordPushFailure(db, subscription.endpoint)) {
        log.info({ pushService, statusCode, reason: reasonOf(error) }, 'push subscription kept failing; removed');
      } else {
        log.warn({ pushService, statusCode, reason: reasonOf(error) }, 'push failed');
      }
    }
  };

  const startQueued = () => {
    while (active < MAX_CONCURRENT_PUSHES && queue.length > 0) {
      const job = queue.shift()!;
      active += 1;
      track(
        sendOne(job)
          .catch((error: unknown) => log.error({ err: error }, 'sending a push failed'))
          .finally(() => {
            active -= 1;
            startQueued();
          }),
      );
    }
  };

  const enqueueAll = async (recipients: PushRecipients, message: PushMessage) => {
    // One payload per language among the recipients' devices, written once however many devices speak it.
    const bodies = new Map<Locale, string>();
    const bodyIn = (locale: Locale) => {
      let body = bodies.get(locale);
      if (body === undefined) {
        body = JSON.stringify(message(locale));
        bodies.set(locale, body);
      }
      return body;
    };
    const subscriptions =
      'sellers' in recipients ? await sellersSubscriptions() : await listPushSubscriptions(db, recipients);
    for (const subscription of subscriptions) {
      // Rows saved before the allowlist (issue 11) are forgotten rather than sent to.
      if (endpointRefusal(subscription.endpoint) !== undefined) {
        await deletePushSubscription(db, subscription.endpoint);
      } else if (queue.length >= MAX_QUEUED_PUSHES) {
        log.warn({ pushService: originOf(subscription.endpoint) }, 'push queue full; push skipped');
      } else {
        queue.push({ subscription, body: bodyIn(subscription.locale) });
      }
    }
    startQueued();
  };

  return {
    publicKey: vapid.publicKey,
    endpointRefusal,
    send(recipients, message) {
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => enqueueAll(recipients, message))
          .catch((error: unknown) => log.error({ err: error }, 'sending pushes failed')),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    backlog: () => ({ sending: active, queued: queue.length }),
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

declare module '../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** Web pushes, sent in the background (issue 5). */
    push: PushSender;
  }
}
