import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { openOrderEventStream, orderEventsUrl, type EventSourceLike, type OrderEvent } from './order-event-stream.ts';

/** A stand-in for EventSource that the test drives: open, deliver an event, fail. */
class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  emit(type: string, id: string, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function setUp(getTicket = vi.fn(async () => `t${getTicket.mock.calls.length}`)) {
  const sources: FakeSource[] = [];
  const events: OrderEvent[] = [];
  const onConnect = vi.fn();
  const onKitchenChanged = vi.fn();
  const onAccountChanged = vi.fn();
  const stream = openOrderEventStream({
    getTicket,
    onEvent: (event) => events.push(event),
    onConnect,
    onKitchenChanged,
    onAccountChanged,
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
  });
  return { stream, sources, events, onConnect, onKitchenChanged, onAccountChanged, getTicket };
}

const order = (id: string) => ({ _id: id, status: 'Preparing' }) as Order;
/** Lets the ticket promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the live order stream (issue 5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with a ticket, refetches on open and hands on order events', async () => {
    const { sources, events, onConnect } = setUp();
    await settle();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/v1/events?ticket=t1');
    sources[0]!.open();
    expect(onConnect).toHaveBeenCalledTimes(1);
    sources[0]!.emit('order.created', '7', { order: order('a') });
    sources[0]!.emit('order.updated', '8', { order: { ...order('a'), status: 'Out For Delivery' } });
    sources[0]!.emit('order.updated', '9', { nonsense: true });
    expect(events.map((event) => `${event.type}#${event.id}:${event.order.status}`)).toEqual([
      'order.created#7:Preparing',
      'order.updated#8:Out For Delivery',
    ]);
  });

  it('hands on a kitchen change (issue 13) without taking it for an order event or moving the last id', async () => {
    const { sources, events, onKitchenChanged } = setUp();
    await settle();
    sources[0]!.open();
    sources[0]!.emit('order.created', '7', { order: order('a') });
    // The browser repeats the last id for an event that names none.
    sources[0]!.emit('kitchen.changed', '7', {});
    expect(onKitchenChanged).toHaveBeenCalledTimes(1);
    expect(events).toHaveLength(1);
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sources[1]!.url).toBe('/api/v1/events?ticket=t2&lastEventId=7');
  });

  it("hands on a change of the caller's account (issue 27, D99), not as an order event", async () => {
    const { sources, events, onAccountChanged, onKitchenChanged } = setUp();
    await settle();
    sources[0]!.open();
    sources[0]!.emit('account.changed', '', {});
    expect(onAccountChanged).toHaveBeenCalledTimes(1);
    expect(onKitchenChanged).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('after an error waits 1 s, 2 s, 4 s ... 15 s, each time with a new ticket and the last id seen', async () => {
    const { sources, getTicket } = setUp();
    await settle();
    sources[0]!.open();
    sources[0]!.emit('order.created', '41', { order: order('a') });
    sources[0]!.fail();
    expect(sources[0]!.closed).toBe(true);

    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = sources.length;
      let waited = 0;
      while (sources.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
      sources.at(-1)!.fail();
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    expect(getTicket).toHaveBeenCalledTimes(7);
    expect(sources.slice(1).every((source) => source.url.endsWith('&lastEventId=41'))).toBe(true);
    expect(new Set(sources.map((source) => source.url)).size).toBe(sources.length);
  });

  it('starts again from 1 s once a reconnect succeeds, and refetches on every reopen', async () => {
    const { sources, onConnect } = setUp();
    await settle();
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    sources[1]!.fail();
    await vi.advanceTimersByTimeAsync(2_000);
    sources[2]!.open();
    sources[2]!.fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(4);
    sources[3]!.open();
    expect(onConnect).toHaveBeenCalledTimes(2);
  });

  it('retries with backoff when no ticket can be had (offline)', async () => {
    let offline = true;
    const getTicket = vi.fn(async () => {
      if (offline) throw new Error('offline');
      return 'fresh';
    });
    const { sources } = setUp(getTicket);
    await settle();
    expect(sources).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getTicket).toHaveBeenCalledTimes(2);
    offline = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe(orderEventsUrl('fresh', null));
  });

  it('reconnects at once when asked (the device is back online)', async () => {
    const { stream, sources } = setUp();
    await settle();
    sources[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    sources[1]!.fail();
    stream.reconnectNow();
    await settle();
    expect(sources).toHaveLength(3);
  });

  it('closes for good: no reconnect, and a ticket that arrives late opens nothing', async () => {
    let release: (ticket: string) => void = () => {};
    const getTicket = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const { stream, sources } = setUp(getTicket);
    stream.close();
    release('late');
    await settle();
    expect(sources).toHaveLength(0);

    const second = setUp();
    await settle();
    second.sources[0]!.fail();
    second.stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.sources).toHaveLength(1);
    expect(second.getTicket).toHaveBeenCalledTimes(1);
  });
});
