import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { ApiError } from './client.ts';
import {
  KitchenOutbox,
  isRefusal,
  retryDelayMs,
  type ChangeAnswer,
  type FailedChange,
  type KitchenChange,
  type OutboxStore,
} from './kitchen-outbox.ts';
import { sendOrQueue } from './kitchen-changes.ts';
import { sellerKeys } from './query-keys.ts';
import type { SellerOrderPages } from './seller-order-cache.ts';

/** The outbox's store in memory: the same contract as IndexedDB's (kitchen-store.ts). */
function memoryStore(): OutboxStore & { waitingNow: KitchenChange[]; failedNow: FailedChange[] } {
  const store = {
    waitingNow: [] as KitchenChange[],
    failedNow: [] as FailedChange[],
    waiting: async () => [...store.waitingNow],
    failed: async () => [...store.failedNow],
    add: async (change: KitchenChange) => void store.waitingNow.push(change),
    settle: async (key: string, failure?: FailedChange) => {
      store.waitingNow = store.waitingNow.filter((change) => change.key !== key);
      if (failure) store.failedNow.push(failure);
    },
    dismiss: async (key: string) => {
      store.failedNow = store.failedNow.filter((failure) => failure.change.key !== key);
    },
  };
  return store;
}

const move = (key: string, orderId: string): KitchenChange => ({
  kind: 'status',
  key,
  queuedAt: 1,
  orderId,
  status: 'Out For Delivery',
});
const order = (id: string, status: Order['status'] = 'Out For Delivery') => ({ _id: id, status }) as Order;

/** An outbox over a memory store whose sends `answer` decides; it records each send's key. */
function outboxWith(answer: (change: KitchenChange, attempt: number) => Promise<ChangeAnswer>, online = () => true) {
  const store = memoryStore();
  const sentKeys: string[] = [];
  const landed: string[] = [];
  const retries: number[] = [];
  let pendingRetry: (() => void) | undefined;
  const outbox = new KitchenOutbox({
    store,
    send: (change) => {
      sentKeys.push(change.key);
      return answer(change, sentKeys.filter((key) => key === change.key).length);
    },
    onSent: (change) => landed.push(change.key),
    isOnline: online,
    now: () => 42,
    schedule: (run, ms) => {
      retries.push(ms);
      pendingRetry = run;
      return () => {
        pendingRetry = undefined;
      };
    },
  });
  return { outbox, store, sentKeys, landed, retries, retry: () => pendingRetry?.() };
}

describe('the kitchen outbox (D115)', () => {
  it('sends the changes one at a time in the order they were made, each with its own key', async () => {
    let inFlight = 0;
    const { outbox, sentKeys, landed } = outboxWith(async (change) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight -= 1;
      return order((change as { orderId: string }).orderId);
    });
    await Promise.all([outbox.add(move('k1', 'a')), outbox.add(move('k2', 'b')), outbox.add(move('k3', 'c'))]);
    await outbox.flush();
    expect(sentKeys).toEqual(['k1', 'k2', 'k3']);
    expect(landed).toEqual(['k1', 'k2', 'k3']);
    expect(outbox.getState()).toEqual({ waiting: [], failed: [] });
  });

  it('keeps a change that found no network first in line and resends it with the same key', async () => {
    const { outbox, store, sentKeys, landed, retries, retry } = outboxWith(async (change, attempt) => {
      if (change.key === 'k1' && attempt === 1) throw new ApiError(0, 'offline');
      return order('a');
    });
    await store.add(move('k1', 'a'));
    await store.add(move('k2', 'b'));
    await outbox.flush();
    // Nothing behind it overtook it.
    expect(sentKeys).toEqual(['k1']);
    expect(outbox.getState().waiting.map((change) => change.key)).toEqual(['k1', 'k2']);
    expect(retries).toEqual([retryDelayMs(0)]);
    retry();
    await outbox.flush();
    expect(sentKeys).toEqual(['k1', 'k1', 'k2']);
    expect(landed).toEqual(['k1', 'k2']);
  });

  it.each([
    ['a server error', new ApiError(503, 'down')],
    ['too many requests', new ApiError(429, 'slow down')],
    ['a timeout', new ApiError(408, 'timeout')],
    ['an ended session', new ApiError(401, 'log in')],
    ['a thrown non-API error', new TypeError('failed to fetch')],
  ])('keeps a change refused by %s waiting, backing off between tries', async (_case, error) => {
    const { outbox, store, retries, retry, sentKeys } = outboxWith(async () => {
      throw error;
    });
    await store.add(move('k1', 'a'));
    await outbox.flush();
    retry();
    await outbox.flush();
    expect(sentKeys).toEqual(['k1', 'k1']);
    expect(retries).toEqual([5000, 10_000]);
    expect(outbox.getState()).toEqual({ waiting: [move('k1', 'a')], failed: [] });
  });

  it('moves a change the server refused (4xx) to the failed list with why, never resends it, and goes on', async () => {
    const { outbox, store, sentKeys, landed } = outboxWith(async (change) => {
      if (change.key === 'k1') throw new ApiError(409, 'Orders go one step at a time');
      return order('b');
    });
    await store.add(move('k1', 'a'));
    await store.add(move('k2', 'b'));
    await outbox.flush();
    await outbox.flush();
    expect(sentKeys).toEqual(['k1', 'k2']);
    expect(landed).toEqual(['k2']);
    expect(outbox.getState()).toEqual({
      waiting: [],
      failed: [{ change: move('k1', 'a'), reason: 'Orders go one step at a time', failedAt: 42 }],
    });
    await outbox.dismiss('k1');
    expect(outbox.getState().failed).toEqual([]);
  });

  it('says why in its own words when asked to explain a refusal', async () => {
    const store = memoryStore();
    const outbox = new KitchenOutbox({
      store,
      send: async () => {
        throw new ApiError(409, 'Orders go one step at a time');
      },
      explain: async () => 'the customer cancelled it',
      now: () => 7,
      isOnline: () => true,
    });
    await outbox.add(move('k1', 'a'));
    await outbox.flush();
    expect(outbox.getState().failed).toEqual([
      { change: move('k1', 'a'), reason: 'the customer cancelled it', failedAt: 7 },
    ]);
  });

  it('sends nothing while offline, and everything once a flush finds the network', async () => {
    let online = false;
    const { outbox, store, sentKeys } = outboxWith(
      async () => order('a'),
      () => online,
    );
    await store.add(move('k1', 'a'));
    await outbox.flush();
    expect(sentKeys).toEqual([]);
    expect(outbox.getState().waiting).toHaveLength(1);
    online = true;
    await outbox.flush();
    expect(sentKeys).toEqual(['k1']);
  });

  it('counts only 4xx answers other than 401, 408 and 429 as refusals', () => {
    expect([400, 403, 404, 409, 422].every((status) => isRefusal(new ApiError(status, '')))).toBe(true);
    expect([0, 401, 408, 429, 500, 503].some((status) => isRefusal(new ApiError(status, '')))).toBe(false);
  });
});

describe('sendOrQueue (D115)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A query client holding the Preparing list with order 'a'. */
  function clientWithOrder() {
    const client = new QueryClient();
    const pages: SellerOrderPages = {
      pages: [{ orders: [order('a', 'Preparing')], nextCursor: null, counts: null }] as never,
      pageParams: [null],
    };
    client.setQueryData(sellerKeys.orderList('Preparing'), pages);
    client.setQueryData(sellerKeys.orderList('Out For Delivery'), { pages: [{ orders: [] }], pageParams: [null] });
    return client;
  }

  it('sends at once when online with nothing waiting', async () => {
    const { outbox } = outboxWith(async () => order('a'));
    const send = vi.fn(async () => order('a'));
    const answer = await sendOrQueue(
      { kind: 'status', orderId: 'a', status: 'Out For Delivery' },
      { outbox, send, client: clientWithOrder() },
    );
    expect(answer).toEqual(order('a'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.getState().waiting).toEqual([]);
  });

  it('queues offline, and the order moves to its new tab at once', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { outbox } = outboxWith(
      async () => order('a'),
      () => false,
    );
    const send = vi.fn();
    const client = clientWithOrder();
    const answer = await sendOrQueue(
      { kind: 'status', orderId: 'a', status: 'Out For Delivery' },
      { outbox, send, client },
    );
    expect(answer).toBe('queued');
    expect(send).not.toHaveBeenCalled();
    expect(outbox.getState().waiting).toMatchObject([{ kind: 'status', orderId: 'a', status: 'Out For Delivery' }]);
    const moved = client.getQueryData<SellerOrderPages>(sellerKeys.orderList('Out For Delivery'));
    expect(moved?.pages[0]?.orders.map((item) => [item._id, item.status])).toEqual([['a', 'Out For Delivery']]);
  });

  it('queues a change whose direct send found no network, under the key it was sent with', async () => {
    const { outbox } = outboxWith(
      async () => order('a'),
      () => false,
    );
    const keys: string[] = [];
    const send = vi.fn(async (change: KitchenChange) => {
      keys.push(change.key);
      throw new ApiError(0, 'offline');
    });
    const answer = await sendOrQueue(
      { kind: 'collect', orderId: 'a', method: 'cash' },
      { outbox, send, client: clientWithOrder(), key: 'kept-key' },
    );
    expect(answer).toBe('queued');
    expect(keys).toEqual(['kept-key']);
    expect(outbox.getState().waiting.map((change) => change.key)).toEqual(['kept-key']);
  });

  it('throws a refusal sent at once, queueing nothing', async () => {
    const { outbox } = outboxWith(async () => order('a'));
    const send = vi.fn(async () => {
      throw new ApiError(409, 'A cancelled order has nothing to collect');
    });
    await expect(
      sendOrQueue({ kind: 'collect', orderId: 'a', method: 'cash' }, { outbox, send, client: clientWithOrder() }),
    ).rejects.toThrow('A cancelled order has nothing to collect');
    expect(outbox.getState().waiting).toEqual([]);
  });

  it('queues behind changes already waiting even when online, so order holds', async () => {
    const { outbox, store } = outboxWith(
      async () => order('a'),
      () => false,
    );
    await store.add(move('earlier', 'b'));
    await outbox.refresh();
    const send = vi.fn();
    const answer = await sendOrQueue(
      { kind: 'status', orderId: 'a', status: 'Out For Delivery' },
      { outbox, send, client: clientWithOrder() },
    );
    expect(answer).toBe('queued');
    expect(send).not.toHaveBeenCalled();
    expect(outbox.getState().waiting.map((change) => change.key)[0]).toBe('earlier');
  });
});
