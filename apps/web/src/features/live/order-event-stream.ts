import type { Order } from '@rasoi/domain/api';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import {
  ACCOUNT_CHANGED_EVENT,
  KITCHEN_CHANGED_EVENT,
  ORDER_EVENT_TYPES,
  type OrderEventData,
  type OrderEventType,
} from '@rasoi/domain/events';
import { reconnectDelayMs } from './reconnect-backoff.ts';

/** One order event as the app uses it: its name, the stream's event id and the order as it now is. */
export type OrderEvent = { type: OrderEventType; id: string; order: Order };

/** The part of EventSource the stream uses, so tests can hand in a fake. */
export type EventSourceLike = {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type OrderEventStreamOptions = {
  /** Gets a fresh stream ticket (`POST /events/ticket`); a ticket opens one stream, so one per connect (D30). */
  getTicket: () => Promise<string>;
  onEvent: (event: OrderEvent) => void;
  /** Called when the server says the kitchen changed (its settings or open flag; issue 13). */
  onKitchenChanged?: () => void;
  /** Called when the server says the caller's household account changed (a top-up paid: issue 27, D99). */
  onAccountChanged?: () => void;
  /** Called each time the stream (re)opens, so the caller refetches what it may have missed meanwhile. */
  onConnect?: () => void;
  /** Opens the connection; the browser's EventSource by default. */
  createSource?: (url: string) => EventSourceLike;
};

export type OrderEventStream = {
  /** Closes the stream for good (logout, unmount). */
  close: () => void;
  /** Skips a pending backoff wait, e.g. when the device comes back online. */
  reconnectNow: () => void;
  /** The id of the last event seen, sent as lastEventId on reconnect. */
  lastEventId: () => string | null;
};

/** The stream's address: `GET /api/v1/events?ticket=T[&lastEventId=N]` (issue 5). */
export function orderEventsUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `${API_BASE_PATH}/events?${query.toString()}`;
}

/** Reads an event's `data: {"order": Order}`; undefined for anything else. */
export function parseOrderEvent(type: OrderEventType, message: MessageEvent<string>): OrderEvent | undefined {
  try {
    const data = JSON.parse(message.data) as Partial<OrderEventData> | null;
    const order = data?.order as Partial<Order> | undefined;
    if (!order || typeof order._id !== 'string' || typeof order.status !== 'string') return undefined;
    return { type, id: message.lastEventId, order: order as Order };
  } catch {
    return undefined;
  }
}

/**
 * Opens the live order stream (issue 5 'Live order updates') and keeps it open: on an error it closes
 * the connection, waits (1 s, 2 s, 4 s, 8 s, then 15 s; back to 1 s after a successful open), gets a new
 * ticket and reopens with lastEventId = the last id seen, so the server replays what was missed.
 */
export function openOrderEventStream(options: OrderEventStreamOptions): OrderEventStream {
  const createSource = options.createSource ?? ((url: string) => new EventSource(url) as EventSourceLike);
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let lastEventId: string | null = null;
  let closed = false;
  // Each connect gets a number; a ticket that arrives after a newer connect (or close) is dropped.
  let generation = 0;

  function scheduleReconnect() {
    if (closed || timer !== null) return;
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  }

  async function connect() {
    const mine = ++generation;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      if (mine === generation) scheduleReconnect();
      return;
    }
    if (closed || mine !== generation) return;
    const next = createSource(orderEventsUrl(ticket, lastEventId));
    source = next;
    next.onopen = () => {
      if (source !== next) return;
      attempt = 0;
      options.onConnect?.();
    };
    next.onerror = () => {
      if (source !== next) return;
      // EventSource would retry by itself with the same, now used, ticket: take over instead.
      next.close();
      source = null;
      scheduleReconnect();
    };
    next.addEventListener(KITCHEN_CHANGED_EVENT, () => {
      if (source === next) options.onKitchenChanged?.();
    });
    next.addEventListener(ACCOUNT_CHANGED_EVENT, () => {
      if (source === next) options.onAccountChanged?.();
    });
    for (const type of ORDER_EVENT_TYPES) {
      next.addEventListener(type, (message) => {
        if (source !== next) return;
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = parseOrderEvent(type, message);
        if (event) options.onEvent(event);
      });
    }
  }

  void connect();

  return {
    close() {
      closed = true;
      generation += 1;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      source?.close();
      source = null;
    },
    reconnectNow() {
      if (closed || timer === null) return;
      clearTimeout(timer);
      timer = null;
      attempt = 0;
      void connect();
    },
    lastEventId: () => lastEventId,
  };
}
