import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../lib/clock.ts';
import type { Database } from '../../../db/schema.ts';
import { toStoredTime } from '../../../db/values.ts';
import type { OrderEventHub } from './order-event-hub.ts';
import type { EventViewer } from './order-event-queries.ts';
import { OrderStream, eventFrame, type OrderStreamOptions } from './order-stream.ts';
import {
  OPEN_STREAM_PAGE_SIZE,
  deleteInstanceStreams,
  deleteOpenStream,
  deleteStaleStreams,
  listLiveStreamIds,
  refreshInstanceStreams,
} from './open-stream-queries.ts';

/**
 * Places an instance keeps for seller streams, apart from STREAM_MAX_PER_INSTANCE (which counts
 * customer streams only; issue 17): a crowd of customers must never lock the kitchen's own screens out
 * of its orders. A kitchen has one seller account, held to STREAMS_PER_USER (5) streams across
 * instances; 20 leaves room for a few more accounts and bounds the memory all the same.
 */
export const SELLER_STREAMS_PER_INSTANCE = 20;

/** Which of an instance's places a stream takes: the seller's own or the customers' (STREAM_MAX_PER_INSTANCE). */
export type StreamPlace = EventViewer['role'];

/**
 * This instance's open event streams (issue 11, docs/decisions/0030, D31): the per-instance caps, the
 * one heartbeat timer for all of them, and ending them when their session ends. Events go only to the
 * streams that may see them (the seller's, and the order's customer's, found by user id), each event
 * serialised once for all of them (issue 17); a user notice (D99) to that user's streams alone.
 */
export type LiveStreams = {
  /** This instance's id in `open_streams` (random, new at each start). */
  readonly instanceId: string;
  /**
   * A row counts against the per-session and per-user caps while it was seen within this many
   * milliseconds: its instance refreshes it every heartbeat, so only a stopped instance's rows go stale.
   */
  readonly staleAfterMs: number;
  /**
   * Takes a place for a stream about to open: a customer's is one of STREAM_MAX_PER_INSTANCE, a
   * seller's one of SELLER_STREAMS_PER_INSTANCE. False when all of that kind are taken. Give it back
   * with `release` if the stream does not open, or use it with `open` (for a viewer of the same role).
   */
  reserve(place: StreamPlace): boolean;
  release(place: StreamPlace): void;
  /**
   * Opens the stream admitted for a reserved place (its row is in `open_streams`): it gets every event
   * and the heartbeats until it ends, and its row is removed when it does.
   */
  open(options: Omit<OrderStreamOptions, 'db' | 'onEnd'>): void;
  /** Sends an event without an id or data (`event: <type>`, `data: {}`) on every open stream (issue 13). */
  broadcast(type: string): void;
  /** Ends this instance's streams of a session at once (logout). */
  endSession(sessionId: string): void;
  /** How many streams are open or about to open, of both kinds. */
  count(): number;
  /** Ends every stream and removes this instance's rows; resolves when they are gone. */
  close(): Promise<void>;
};

/**
 * Starts the registry. `maxStreams`: the per-instance cap on customer streams. Every `heartbeatMs`,
 * while any stream is open: each stream gets `: ping`, then one pass over the database refreshes this instance's rows,
 * reads (in pages of OPEN_STREAM_PAGE_SIZE, by id) which of its streams still have an open session,
 * and ends the others, so a revoked or expired session's stream ends within a heartbeat on any instance.
 */
export function startLiveStreams(options: {
  db: Kysely<Database>;
  now: Clock;
  hub: OrderEventHub;
  heartbeatMs: number;
  maxStreams: number;
  log: FastifyBaseLogger;
}): LiveStreams {
  const { db, now, hub, heartbeatMs, maxStreams, log } = options;
  const instanceId = randomUUID();
  // At least a minute, so a busy instance's late refresh never lets a user past the caps.
  const staleAfterMs = Math.max(3 * heartbeatMs, 60_000);
  const streams = new Map<string, OrderStream>();
  // Who gets an event: every seller stream, and the streams of the order's customer.
  const sellerStreams = new Set<OrderStream>();
  const streamsByUser = new Map<string, Set<OrderStream>>();
  const limits: Record<StreamPlace, number> = { customer: maxStreams, seller: SELLER_STREAMS_PER_INSTANCE };
  // Places taken, open or reserved, by kind.
  const taken: Record<StreamPlace, number> = { customer: 0, seller: 0 };
  // Streams admitted before a check's read started; only those can be judged by it.
  const addedAt = new Map<string, number>();
  const pendingDeletes = new Set<Promise<void>>();
  let reserved = 0;
  let checks = 0;
  let checking = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const unsubscribe = hub.subscribe((event) => {
    const readers = streamsByUser.get(event.userId);
    if (sellerStreams.size === 0 && !readers) return;
    // Serialised once: every stream writes the same bytes.
    const frame = eventFrame(event);
    for (const stream of sellerStreams) stream.offer(event, frame);
    if (readers) for (const stream of readers) stream.offer(event, frame);
  });

  // A notice for one customer (their account changed, D99) goes to their streams only.
  const unsubscribeNotices = hub.onNotice((notice) => {
    const readers = streamsByUser.get(notice.userId);
    if (readers) for (const stream of readers) stream.notice(notice.type);
  });

  const index = (stream: OrderStream) => {
    if (stream.viewer.role === 'seller') return void sellerStreams.add(stream);
    const own = streamsByUser.get(stream.viewer.userId);
    if (own) own.add(stream);
    else streamsByUser.set(stream.viewer.userId, new Set([stream]));
  };

  const unindex = (stream: OrderStream) => {
    if (stream.viewer.role === 'seller') return void sellerStreams.delete(stream);
    const own = streamsByUser.get(stream.viewer.userId);
    own?.delete(stream);
    if (own?.size === 0) streamsByUser.delete(stream.viewer.userId);
  };

  const forget = (stream: OrderStream) => {
    if (streams.get(stream.id) === stream) {
      streams.delete(stream.id);
      addedAt.delete(stream.id);
      unindex(stream);
      taken[stream.viewer.role] -= 1;
    }
    if (streams.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
    const deleting = deleteOpenStream(db, stream.id)
      .catch((error: unknown) => log.warn({ err: error }, 'removing a closed stream’s row failed'))
      .finally(() => pendingDeletes.delete(deleting));
    pendingDeletes.add(deleting);
  };

  const checkSessions = async () => {
    const checkNumber = ++checks;
    const at = now();
    await refreshInstanceStreams(db, instanceId, toStoredTime(at));
    const live = new Set<string>();
    for (let afterId = ''; ;) {
      const ids = await listLiveStreamIds(db, { instanceId, now: toStoredTime(at), afterId });
      for (const id of ids) live.add(id);
      if (ids.length < OPEN_STREAM_PAGE_SIZE) break;
      afterId = ids.at(-1)!;
    }
    for (const [id, stream] of streams) {
      if ((addedAt.get(id) ?? checkNumber) < checkNumber && !live.has(id)) stream.end();
    }
    await deleteStaleStreams(db, toStoredTime(new Date(at.getTime() - staleAfterMs)));
  };

  const beat = () => {
    for (const stream of streams.values()) stream.ping();
    if (checking || closed) return;
    checking = true;
    checkSessions()
      .catch((error: unknown) => log.warn({ err: error }, 'checking the open streams’ sessions failed'))
      .finally(() => (checking = false));
  };

  return {
    instanceId,
    staleAfterMs,
    reserve(place) {
      if (closed || taken[place] >= limits[place]) return false;
      taken[place] += 1;
      reserved += 1;
      return true;
    },
    release(place) {
      taken[place] -= 1;
      reserved -= 1;
    },
    open(streamOptions) {
      reserved -= 1;
      const stream = new OrderStream({ ...streamOptions, db, onEnd: forget });
      // The client may have gone while the stream was being admitted.
      if (!stream.isOpen) {
        taken[stream.viewer.role] -= 1;
        return;
      }
      streams.set(stream.id, stream);
      index(stream);
      // Judged only by checks that start after this one: their read sees the stream's committed row.
      addedAt.set(stream.id, checks);
      timer ??= setInterval(beat, heartbeatMs);
    },
    broadcast(type) {
      for (const stream of streams.values()) stream.notice(type);
    },
    endSession(sessionId) {
      for (const stream of streams.values()) if (stream.sessionId === sessionId) stream.end();
    },
    count: () => streams.size + reserved,
    async close() {
      closed = true;
      unsubscribe();
      unsubscribeNotices();
      for (const stream of streams.values()) stream.end();
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.all(pendingDeletes);
      await deleteInstanceStreams(db, instanceId).catch((error: unknown) =>
        log.warn({ err: error }, 'removing this instance’s stream rows failed'),
      );
    },
  };
}

declare module '../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** This instance's open event streams: their cap and heartbeat, ended with their session (issue 11). */
    liveStreams: LiveStreams;
  }
}
