import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { engineOf } from '../../db/connect.ts';
import { listenOnPostgres, type PgListener } from '../../db/pg-listener.ts';
import type { Database } from '../../db/schema.ts';
import {
  EVENT_PAGE_SIZE,
  latestOrderEventId,
  listOrderEventsAfter,
  type StoredOrderEvent,
} from './order-event-queries.ts';

/** The PostgreSQL channel every instance listens on; a notification's payload is the new event's id. */
export const ORDER_EVENTS_CHANNEL = 'rasoi_order_events';

export type OrderEventListener = (event: StoredOrderEvent) => void;

/**
 * Delivers stored order events to this instance's listeners (the open streams), whichever instance
 * stored them (docs/architecture.md 'Live updates'). The table is the source: on a signal, the hub reads
 * every event after the last one it delivered and hands each to every listener, in id order, once.
 */
export type OrderEventHub = {
  /**
   * After the commit of a transaction that recorded event `eventId`: this instance reads and delivers
   * it at once (resolving after), and on PostgreSQL `NOTIFY rasoi_order_events, '<id>'` signals every
   * other instance, which LISTENs to it. Never throws; a failure is logged.
   */
  announce(eventId: number): Promise<void>;
  /** Calls `listener` with every event delivered from now on; returns the unsubscribe function. */
  subscribe(listener: OrderEventListener): () => void;
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
  let closed = false;
  let lastDelivered = await latestOrderEventId(db);
  let readQueued = false;
  let reading: Promise<void> = Promise.resolve();

  const deliverNew = async () => {
    for (;;) {
      const events = await listOrderEventsAfter(db, lastDelivered);
      for (const event of events) {
        lastDelivered = event.id;
        for (const listener of [...listeners]) {
          try {
            listener(event);
          } catch (error) {
            log.error({ err: error, eventId: event.id }, 'order event listener failed');
          }
        }
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

  let listener: PgListener | undefined;
  if (engine === 'postgres') {
    listener = await listenOnPostgres({
      connectionString: config.databaseUrl!,
      channel: ORDER_EVENTS_CHANNEL,
      onNotify: () => void catchUp(),
      onListening: () => void catchUp(),
      onError: (error) => log.warn({ err: error }, 'order event listener connection lost; reconnecting'),
    });
  }

  return {
    async announce(eventId) {
      try {
        // Other instances hear of it through NOTIFY. This one delivers it at once, not when its own
        // NOTIFY comes back, so its streams have the event before the change's answer goes out. The two
        // run side by side (issue 17): this instance's streams do not wait for the NOTIFY's round trip.
        const notifying =
          engine === 'postgres'
            ? sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${String(eventId)})`.execute(db)
            : undefined;
        await Promise.all([notifying, catchUp()]);
      } catch (error) {
        log.error({ err: error, eventId }, 'announcing an order event failed');
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async close() {
      closed = true;
      await listener?.close();
      listener = undefined;
      listeners.clear();
      await reading;
    },
  };
}
