import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  EVENT_PAGE_SIZE,
  listOrderEventsAfter,
  type EventViewer,
  type StoredOrderEvent,
} from './order-event-queries.ts';

/** How long the browser waits before reconnecting a dropped stream, in milliseconds (sent as `retry:`). */
const RECONNECT_MS = 2000;

export type OrderStreamOptions = {
  ctx: Pick<AppContext, 'db' | 'orderEvents'>;
  viewer: EventViewer;
  /** The last event id the client has (Last-Event-ID); the events after it are sent first. */
  afterId: number | undefined;
  /** The response to stream into; the caller has taken it over from Fastify. */
  raw: ServerResponse;
  heartbeatMs: number;
  log: FastifyBaseLogger;
};

/** An open stream, as the app tracks it to end it on close. */
export type OpenStream = { end(): void; closed: Promise<void> };

/**
 * Streams order events to one client as Server-Sent Events (issue 5; docs/decisions.md D14, D15):
 * `id: <event id>`, `event: order.created|order.updated`, `data: {"order": ...}`, only the events
 * the viewer may see (a seller every order's, a customer their own orders'), and a `: ping` comment
 * every `heartbeatMs`. With `afterId`, first the stored events after it, then the live ones, without a
 * gap or a repeat: it subscribes to live events before reading the backlog, holds them until the
 * backlog is sent, and sends only ids above the last one sent.
 */
export function streamOrderEvents(options: OrderStreamOptions): OpenStream {
  const { ctx, viewer, afterId, raw, heartbeatMs, log } = options;
  let lastSent = afterId ?? 0;
  let held: StoredOrderEvent[] | undefined = afterId === undefined ? undefined : [];
  let open = true;

  const visible = (event: StoredOrderEvent) => viewer.role === 'seller' || event.userId === viewer.userId;
  const send = (event: StoredOrderEvent) => {
    if (!open || event.id <= lastSent || !visible(event)) return;
    lastSent = event.id;
    raw.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.payload}\n\n`);
  };

  const unsubscribe = ctx.orderEvents.subscribe((event) => {
    if (held) held.push(event);
    else send(event);
  });
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
  let resolveClosed: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const cleanUp = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    resolveClosed();
  };
  raw.on('close', cleanUp);
  raw.on('error', cleanUp);

  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx: pass each event on at once instead of buffering the response.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RECONNECT_MS}\n\n`);

  if (afterId !== undefined) {
    void (async () => {
      for (let cursor = afterId; open;) {
        const events = await listOrderEventsAfter(ctx.db, cursor, viewer);
        events.forEach(send);
        if (events.length < EVENT_PAGE_SIZE) break;
        cursor = events.at(-1)!.id;
      }
      const live = held ?? [];
      held = undefined;
      live.forEach(send);
    })().catch((error: unknown) => {
      log.error({ err: error }, 'reading the missed order events failed');
      raw.end();
      cleanUp();
    });
  }

  return {
    end() {
      if (open) raw.end();
      cleanUp();
    },
    closed,
  };
}
