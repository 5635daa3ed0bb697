import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  EVENT_PAGE_SIZE,
  START_POSITION,
  isAfter,
  listOrderEventsAfter,
  resumePosition,
  type EventPosition,
  type EventViewer,
  type StoredOrderEvent,
} from './order-event-queries.ts';

/** How long the browser waits before reconnecting a dropped stream, in milliseconds (sent as `retry:`). */
const RECONNECT_MS = 2000;

/**
 * Bytes a stream may have waiting for a client that does not read; beyond that a live event or ping
 * ends the stream and the client resumes with Last-Event-ID when it reconnects, so a stalled reader
 * cannot hold memory (issue 11). The backlog waits for the client between its pages instead.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

/** The heartbeat comment, made once for every stream of the instance. */
const PING = Buffer.from(': ping\n\n');

/**
 * An order event as its SSE frame (`id`, `event`, `data` lines and the blank line), as bytes: made
 * once per event and written as is to every stream that gets it (issue 17), so a busy kitchen's
 * thousands of streams cost no string building or UTF-8 encoding each.
 */
export function eventFrame(event: StoredOrderEvent): Buffer {
  return Buffer.from(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.payload}\n\n`);
}

export type OrderStreamOptions = {
  /** The stream's id, also its `open_streams` row's. */
  id: string;
  /** The session the stream's ticket came from; the stream ends with it. */
  sessionId: string;
  viewer: EventViewer;
  /** The last event id the client has (Last-Event-ID); the events after it are sent first. */
  afterId: number | undefined;
  /** The response to stream into; the caller has taken it over from Fastify. */
  raw: ServerResponse;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Called once when the stream has ended, whoever ended it. */
  onEnd: (stream: OrderStream) => void;
};

/**
 * One client's stream of order events as Server-Sent Events (issue 5; docs/decisions/0014, D15, D30):
 * `id: <event id>`, `event: order.created|order.updated`, `data: {"order": ...}`, only the events the
 * viewer may see (a seller every order's, a customer their own orders'). With `afterId`, first the
 * stored events after it, then the live ones, without a gap or a repeat: live events offered while the
 * backlog is read are held, and only events after the last one sent (by position, order-event-queries.ts)
 * go out.
 *
 * Kept small on purpose (issue 11): no timer and no subscription of its own; its registry
 * (live-streams.ts) offers it the events its viewer may see and pings it on the one shared heartbeat.
 */
export class OrderStream {
  readonly id: string;
  readonly sessionId: string;
  readonly viewer: EventViewer;
  private readonly raw: ServerResponse;
  private readonly onEnd: (stream: OrderStream) => void;
  private lastSent: EventPosition;
  private held: StoredOrderEvent[] | undefined;
  private open = true;

  constructor(options: OrderStreamOptions) {
    this.id = options.id;
    this.sessionId = options.sessionId;
    this.viewer = options.viewer;
    this.raw = options.raw;
    this.onEnd = options.onEnd;
    this.lastSent = START_POSITION;
    this.held = options.afterId === undefined ? undefined : [];
    const cleanUp = () => this.cleanUp();
    this.raw.on('close', cleanUp);
    this.raw.on('error', cleanUp);
    if (this.raw.destroyed || !this.raw.socket || this.raw.socket.destroyed) {
      this.cleanUp();
      return;
    }
    this.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx: pass each event on at once instead of buffering the response.
      'x-accel-buffering': 'no',
    });
    this.write(`retry: ${RECONNECT_MS}\n\n`);
    if (options.afterId !== undefined) this.sendBacklog(options.db, options.afterId, options.log);
  }

  /** False once the stream has ended. */
  get isOpen(): boolean {
    return this.open;
  }

  /**
   * Sends a live event if the viewer may see it (held while the backlog is still being read);
   * `frame` is its eventFrame when the caller has made it already.
   */
  offer(event: StoredOrderEvent, frame?: Buffer): void {
    if (!this.held) this.send(event, false, frame);
    // A backlog that long means a client too slow to follow: it resumes after reconnecting instead.
    else if (this.held.length >= EVENT_PAGE_SIZE) this.end();
    else this.held.push(event);
  }

  /**
   * Sends a notice that is not an order event (`event: <type>`, `data: {}`, no `id`, so the client's
   * Last-Event-ID stays the last order event's); to every viewer, at once, even during the backlog.
   */
  notice(type: string): void {
    this.write(`event: ${type}\ndata: {}\n\n`);
  }

  /** Sends the heartbeat comment. */
  ping(): void {
    this.write(PING);
  }

  /** Ends the stream (the client's EventSource reconnects unless it has been closed). */
  end(): void {
    if (this.open) this.raw.end();
    this.cleanUp();
  }

  private send(event: StoredOrderEvent, fromBacklog = false, frame?: Buffer): void {
    if (!isAfter(event, this.lastSent)) return;
    if (this.viewer.role !== 'seller' && event.userId !== this.viewer.userId) return;
    this.lastSent = { tx: event.tx, id: event.id };
    this.write(frame ?? eventFrame(event), fromBacklog);
  }

  private write(text: string | Buffer, fromBacklog = false): void {
    if (!this.open) return;
    if (!fromBacklog && this.raw.writableLength > MAX_UNSENT_BYTES) {
      this.end();
      return;
    }
    this.raw.write(text);
  }

  /** Resolves once what was written has gone to the client, or the stream has closed. */
  private drained(): Promise<void> {
    if (!this.open || this.raw.writableLength === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.raw.off('drain', done);
        this.raw.off('close', done);
        resolve();
      };
      this.raw.on('drain', done);
      this.raw.on('close', done);
    });
  }

  private sendBacklog(db: Kysely<Database>, afterId: number, log: FastifyBaseLogger): void {
    void (async () => {
      // Resume (issue 17): the client's last event id becomes its position; events not ready yet
      // (older transactions still running) come live through the hub, held here meanwhile.
      this.lastSent = await resumePosition(db, afterId);
      for (let cursor = this.lastSent; this.open;) {
        const { events } = await listOrderEventsAfter(db, cursor, this.viewer);
        for (const event of events) this.send(event, true);
        if (events.length < EVENT_PAGE_SIZE) break;
        cursor = events.at(-1)!;
        if (this.raw.writableNeedDrain) await this.drained();
      }
      const live = this.held ?? [];
      this.held = undefined;
      for (const event of live) this.send(event);
    })().catch((error: unknown) => {
      log.error({ err: error }, 'reading the missed order events failed');
      this.end();
    });
  }

  private cleanUp(): void {
    if (!this.open) return;
    this.open = false;
    this.held = undefined;
    this.onEnd(this);
  }
}
