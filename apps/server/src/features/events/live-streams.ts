import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.ts';
import type { Database } from '../../db/schema.ts';
import { toStoredTime } from '../../db/values.ts';
import type { OrderEventHub } from './order-event-hub.ts';
import { OrderStream, type OrderStreamOptions } from './order-stream.ts';
import {
  OPEN_STREAM_PAGE_SIZE,
  deleteInstanceStreams,
  deleteOpenStream,
  deleteStaleStreams,
  listLiveStreamIds,
  refreshInstanceStreams,
} from './open-stream-queries.ts';

/**
 * This instance's open event streams (issue 11, docs/decisions.md D30, D31): the per-instance cap, the
 * one heartbeat timer for all of them, and ending them when their session ends.
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
   * Takes one of the instance's STREAM_MAX_PER_INSTANCE places for a stream about to open; false when
   * all are taken. Give it back with `release` if the stream does not open, or use it with `open`.
   */
  reserve(): boolean;
  release(): void;
  /**
   * Opens the stream admitted for a reserved place (its row is in `open_streams`): it gets every event
   * and the heartbeats until it ends, and its row is removed when it does.
   */
  open(options: Omit<OrderStreamOptions, 'db' | 'onEnd'>): void;
  /** Sends an event without an id or data (`event: <type>`, `data: {}`) on every open stream (issue 13). */
  broadcast(type: string): void;
  /** Ends this instance's streams of a session at once (logout). */
  endSession(sessionId: string): void;
  /** How many streams are open or about to open. */
  count(): number;
  /** Ends every stream and removes this instance's rows; resolves when they are gone. */
  close(): Promise<void>;
};

/**
 * Starts the registry. `maxStreams`: the per-instance cap. Every `heartbeatMs`, while any stream is
 * open: each stream gets `: ping`, then one pass over the database refreshes this instance's rows,
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
  // Streams admitted before a check's read started; only those can be judged by it.
  const addedAt = new Map<string, number>();
  const pendingDeletes = new Set<Promise<void>>();
  let reserved = 0;
  let checks = 0;
  let checking = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const unsubscribe = hub.subscribe((event) => {
    for (const stream of streams.values()) stream.offer(event);
  });

  const forget = (stream: OrderStream) => {
    if (streams.get(stream.id) === stream) {
      streams.delete(stream.id);
      addedAt.delete(stream.id);
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
    reserve() {
      if (closed || streams.size + reserved >= maxStreams) return false;
      reserved += 1;
      return true;
    },
    release() {
      reserved -= 1;
    },
    open(streamOptions) {
      reserved -= 1;
      const stream = new OrderStream({ ...streamOptions, db, onEnd: forget });
      // The client may have gone while the stream was being admitted.
      if (!stream.isOpen) return;
      streams.set(stream.id, stream);
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
