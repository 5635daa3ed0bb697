import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import { engineOf } from '../../../db/connect.ts';
import { listenOnPostgres, type PgListener } from '../../../db/pg-listener.ts';
import type { Database } from '../../../db/schema.ts';
import {
  EVENT_PAGE_SIZE,
  latestOrderEventPosition,
  listOrderEventsAfter,
  type EventPosition,
  type StoredOrderEvent,
} from './order-event-queries.ts';

/** The PostgreSQL channel every instance listens on; a notification's payload is the new event's id. */
export const ORDER_EVENTS_CHANNEL = 'rasoi_order_events';

export type OrderEventListener = (event: StoredOrderEvent) => void;

/**
 * A notice for one user's open streams that is not an order event (`event: <type>`, `data: {}`, no id): their
 * own data changed, such as their household account (issue 27, D99), and the app refetches it.
 */
export type UserNotice = { userId: string; type: string };

/** How a notice's NOTIFY payload begins: an order event's payload is its id, digits only. */
const NOTICE_PREFIX = 'notice:';

/**
 * How long the hub waits before reading again when events were left for later because an older
 * transaction was still running (order-event-queries.ts), in ms. That transaction's own announce or
 * NOTIFY reads them as soon as it commits; this covers one that ends without an event (a refused order,
 * a login), so it need not be short: a shorter one read the table hundreds of times a second under load.
 */
const PENDING_RETRY_MS = 25;

/**
 * Delivers stored order events to this instance's listeners (the open streams), whichever instance
 * stored them (docs/architecture.md 'Live updates'). The table is the source: on a signal, the hub reads
 * every event after the last one it delivered and hands each to every listener, in position order
 * (order-event-queries.ts: the writing transaction's id, then the event's), once.
 */
export type OrderEventHub = {
  /**
   * After the commit of a transaction that recorded event `eventId`: this instance reads and delivers
   * what is ready at once (resolving after; on PostgreSQL an event waits for older transactions still
   * running, read again when they end), and on PostgreSQL `NOTIFY rasoi_order_events, '<id>'` signals
   * every other instance, which LISTENs to it. Never throws; a failure is logged.
   */
  announce(eventId: number): Promise<void>;
  /** Calls `listener` with every event delivered from now on; returns the unsubscribe function. */
  subscribe(listener: OrderEventListener): () => void;
  /**
   * After the commit of a change to one user's own data: hands `notice` to this instance's notice listeners
   * at once and, on PostgreSQL, to every other instance's through a NOTIFY on the same channel (the one LISTEN
   * connection serves both). Not stored: a stream closed meanwhile refetches on connecting. Never throws; a
   * failure is logged.
   */
  tell(notice: UserNotice): Promise<void>;
  /** Calls `listener` with every notice told from now on, on any instance; returns the unsubscribe function. */
  onNotice(listener: (notice: UserNotice) => void): () => void;
  /** Stops listening, after the read in progress. */
  close(): Promise<void>;
};

/**
 * Starts the hub for the configured engine. Events stored before the start are not delivered
 * (a stream that wants them asks with Last-Event-ID). On PostgreSQL this opens the dedicated
 * LISTEN connection (db/pg-listener.ts) and catches up after each reconnection.
 */
export async function startOrderEventHub(options: {
  db: Kysely<Database>;
  config: Pick<Config, 'databaseUrl'>;
  log: FastifyBaseLogger;
}): Promise<OrderEventHub> {
  const { db, config, log } = options;
  const engine = engineOf(config);
  const listeners = new Set<OrderEventListener>();
  const noticeListeners = new Set<(notice: UserNotice) => void>();
  // In a notice's payload, so an instance skips its own (it handed the notice on already).
  const instanceId = randomUUID();
  let closed = false;
  let lastDelivered: EventPosition = await latestOrderEventPosition(db);
  let readQueued = false;
  let reading: Promise<void> = Promise.resolve();
  let retry: NodeJS.Timeout | undefined;

  const deliverNew = async () => {
    for (;;) {
      const { events, pending } = await listOrderEventsAfter(db, lastDelivered);
      for (const event of events) {
        lastDelivered = { tx: event.tx, id: event.id };
        for (const listener of [...listeners]) {
          try {
            listener(event);
          } catch (error) {
            log.error({ err: error, eventId: event.id }, 'order event listener failed');
          }
        }
      }
      if (pending && !readQueued) {
        retry ??= setTimeout(() => {
          retry = undefined;
          void catchUp();
        }, PENDING_RETRY_MS);
        return;
      }
      if (events.length < EVENT_PAGE_SIZE) return;
    }
  };

  // One read at a time; signals that arrive during a read ask for one more read after it.
  const catchUp = (): Promise<void> => {
    if (readQueued || closed) return reading;
    readQueued = true;
    reading = reading
      .then(() => {
        readQueued = false;
        return deliverNew();
      })
      .catch((error: unknown) => log.error({ err: error }, 'reading order events failed'));
    return reading;
  };

  const handNotice = (notice: UserNotice) => {
    for (const listener of [...noticeListeners]) {
      try {
        listener(notice);
      } catch (error) {
        log.error({ err: error, type: notice.type }, 'user notice listener failed');
      }
    }
  };
  // `notice:<instance>:<type>:<user id>`, from another instance.
  const readNotice = (payload: string) => {
    const [instance, type, ...user] = payload.slice(NOTICE_PREFIX.length).split(':');
    if (instance !== instanceId && type && user.length > 0) handNotice({ type, userId: user.join(':') });
  };

  const signalOthers = coalescedNotify(db, log);
  let listener: PgListener | undefined;
  if (engine === 'postgres') {
    listener = await listenOnPostgres({
      connectionString: config.databaseUrl!,
      channel: ORDER_EVENTS_CHANNEL,
      onNotify: (payload) => (payload.startsWith(NOTICE_PREFIX) ? readNotice(payload) : void catchUp()),
      onListening: () => void catchUp(),
      onError: (error) => log.warn({ err: error }, 'order event listener connection lost; reconnecting'),
    });
  }

  return {
    async announce(eventId) {
      try {
        // Other instances hear of it through NOTIFY. This one delivers it at once, not when its own
        // NOTIFY comes back, so its streams have the event before the change's answer goes out; the NOTIFY
        // is not awaited (coalesced, below), so this instance's streams never wait for its round trip.
        if (engine === 'postgres') signalOthers(eventId);
        await catchUp();
      } catch (error) {
        log.error({ err: error, eventId }, 'announcing an order event failed');
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async tell(notice) {
      handNotice(notice);
      if (engine !== 'postgres') return;
      const payload = `${NOTICE_PREFIX}${instanceId}:${notice.type}:${notice.userId}`;
      try {
        await sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${payload})`.execute(db);
      } catch (error) {
        log.error({ err: error, type: notice.type }, 'telling a user notice failed');
      }
    },
    onNotice(fn) {
      noticeListeners.add(fn);
      return () => noticeListeners.delete(fn);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.close();
      listener = undefined;
      listeners.clear();
      noticeListeners.clear();
      await reading;
    },
  };
}

/**
 * PostgreSQL: `signal(eventId)` NOTIFYs the other instances, without waiting (issue 17). At most one
 * NOTIFY is in flight; the signals that arrive meanwhile are sent as one after it (with the latest id;
 * a listener reads every event after its last one whatever the payload says). A NOTIFY commits under a
 * server-wide lock, so one per order would queue every order's answer behind the others'. It commits
 * without waiting for the disk (`synchronous_commit` off for its own transaction only): a notification
 * is not data, and the order it announces is already committed durably (D18). Failures are logged.
 */
function coalescedNotify(db: Kysely<Database>, log: FastifyBaseLogger): (eventId: number) => void {
  let inFlight = false;
  let waiting: number | undefined;
  const send = (eventId: number) => {
    inFlight = true;
    sql`select set_config('synchronous_commit', 'off', true), pg_notify(${ORDER_EVENTS_CHANNEL}, ${String(eventId)})`
      .execute(db)
      .catch((error: unknown) => log.error({ err: error, eventId }, 'announcing an order event failed'))
      .finally(() => {
        inFlight = false;
        const next = waiting;
        waiting = undefined;
        if (next !== undefined) send(next);
      });
  };
  return (eventId) => {
    if (inFlight) waiting = Math.max(waiting ?? 0, eventId);
    else send(eventId);
  };
}

declare module '../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** Order events to this instance's open streams, from every instance (issue 5). */
    orderEvents: OrderEventHub;
  }
}
