import type { ControlledTransaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import type { Database } from '../../../db/schema.ts';
import { startOrderEventHub, type OrderEventHub } from './order-event-hub.ts';
import {
  insertOrderEvent,
  isAfter,
  latestOrderEventPosition,
  listOrderEventsAfter,
  type EventPosition,
  type StoredOrderEvent,
} from './order-event-queries.ts';

/**
 * Order events are stored without a lock (issue 17): transactions take their ids, write their events
 * and commit in any order. Whatever the order, every committed event reaches the hub's listeners and a
 * paging reader exactly once, both in the same order, and a rolled-back one never. PostgreSQL only: on
 * SQLite one transaction writes at a time.
 */

type Step = { tx: number; kind: 'xid' | 'insert' | 'end' };

/** A small deterministic generator, so a failing interleaving can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Every transaction's three steps in its own order, the transactions' steps shuffled together. */
function interleaving(transactions: number, next: () => number): Step[] {
  const left = Array.from({ length: transactions }, () => ['xid', 'insert', 'end'] as Step['kind'][]);
  const steps: Step[] = [];
  while (left.some((kinds) => kinds.length > 0)) {
    const open = left.flatMap((kinds, tx) => (kinds.length > 0 ? [tx] : []));
    const tx = open[Math.floor(next() * open.length)]!;
    steps.push({ tx, kind: left[tx]!.shift()! });
  }
  return steps;
}

describe('order events without a lock, on PostgreSQL', () => {
  let t: TestApp;
  let hub: OrderEventHub;
  const delivered: StoredOrderEvent[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    hub = await startOrderEventHub({ db: t.db, config: t.config, log: t.app.log });
    hub.subscribe((event) => delivered.push(event));
  });
  afterAll(async () => {
    await hub.close();
    await t.close();
  });

  it('skips and repeats no event when transactions commit out of id order', async () => {
    const next = random(17);
    const read: StoredOrderEvent[] = [];
    let cursor: EventPosition = await latestOrderEventPosition(t.db);
    const readOn = async () => {
      for (;;) {
        const { events } = await listOrderEventsAfter(t.db, cursor);
        if (events.length === 0) return;
        read.push(...events);
        cursor = events.at(-1)!;
      }
    };
    const committed: number[] = [];
    const rolledBack: number[] = [];

    for (let round = 0; round < 12; round += 1) {
      const transactions = 2 + (round % 3);
      const open: ControlledTransaction<Database>[] = [];
      const eventIds: (number | undefined)[] = [];
      for (let i = 0; i < transactions; i += 1) open.push(await t.db.startTransaction().execute());
      for (const step of interleaving(transactions, next)) {
        const trx = open[step.tx]!;
        if (step.kind === 'xid') {
          // The transaction's id is taken at its first write (an order's first statement locks the customer).
          await trx.selectNoFrom((eb) => eb.fn('pg_current_xact_id', []).as('xid')).execute();
        } else if (step.kind === 'insert') {
          eventIds[step.tx] = await insertOrderEvent(trx, {
            order_id: `order-${round}-${step.tx}`,
            user_id: 'someone',
            type: 'order.created',
            payload: '{}',
            created_at: new Date().toISOString(),
          });
        } else if (round % 4 === 3 && step.tx === 0) {
          // Now and then the oldest one fails: its event never appears, and it holds none back after.
          await trx.rollback().execute();
          rolledBack.push(eventIds[step.tx]!);
        } else {
          await trx.commit().execute();
          committed.push(eventIds[step.tx]!);
          await hub.announce(eventIds[step.tx]!);
        }
        await readOn();
        // Never ahead of an event that may still commit: nothing taken lies after a running one's.
        expect(isSorted(read)).toBe(true);
      }
    }

    await readOn();
    await expect.poll(() => delivered.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(committed.length);
    const ids = (events: StoredOrderEvent[]) => events.map((event) => event.id);
    expect([...ids(read)].sort((a, b) => a - b)).toEqual([...committed].sort((a, b) => a - b));
    expect(ids(delivered)).toEqual(ids(read));
    expect(isSorted(delivered)).toBe(true);
    expect(ids(read).filter((id) => rolledBack.includes(id))).toEqual([]);
    // Out of id order at least once, or this test proved nothing about that case.
    expect(ids(read).some((id, i, all) => i > 0 && id < all[i - 1]!)).toBe(true);
  });
});

function isSorted(events: StoredOrderEvent[]): boolean {
  return events.every((event, i) => i === 0 || isAfter(event, events[i - 1]!));
}
