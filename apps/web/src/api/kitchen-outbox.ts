/**
 * The kitchen's outbox (issue 29 item 5, docs/decisions/0115): the seller's changes made while the phone
 * has no network (a status move, a 'collected' mark, a phone order) wait in the browser and are sent one
 * at a time, oldest first, when it returns. Each change carries the Idempotency-Key it was given when it
 * was made, and every resend of it uses that key, so a change whose answer was lost lands once. An answer:
 * - 2xx: the change landed; it leaves the outbox and its answer goes to `onSent`;
 * - a refusal (4xx but 401, 408, 429): the change no longer applies (the customer cancelled, the slot is
 *   full); it moves to the failed list the seller reads, never retried, never applied;
 * - anything else (no network, a 5xx, 408, 429, 401): it stays first in line and sending stops until the
 *   next try (`retryDelayMs`, the 'online' event, or a new change), so nothing behind it overtakes it.
 * Where the changes are kept is the `OutboxStore`'s (kitchen-store.ts: IndexedDB); this module is the rule.
 */
import type { CreateOrderAnswer, Order } from '@rasoi/domain/api';
import type { CollectionMethod, OrderStatus } from '@rasoi/domain/constants';
import type { PhoneOrderBody } from '@rasoi/domain/phone-order';
import { ApiError } from './client.ts';

/** A change the seller made, as it waits: `key` is its Idempotency-Key, `queuedAt` epoch ms. */
export type KitchenChange =
  | { kind: 'status'; key: string; queuedAt: number; orderId: string; status: OrderStatus }
  | { kind: 'collect'; key: string; queuedAt: number; orderId: string; method: CollectionMethod }
  | { kind: 'phone'; key: string; queuedAt: number; body: PhoneOrderBody };

/** A change the server refused once sent: `reason` is the sentence to show (the server's, or a clearer one). */
export type FailedChange = { change: KitchenChange; reason: string; failedAt: number };

/** What a change's send answers: the order as it now is (a move, a collection) or the placed order. */
export type ChangeAnswer = Order | CreateOrderAnswer;

/** Where the outbox keeps its changes across reloads; `waiting()` answers them oldest first. */
export type OutboxStore = {
  waiting(): Promise<KitchenChange[]>;
  failed(): Promise<FailedChange[]>;
  add(change: KitchenChange): Promise<void>;
  /** Takes the change with this key out of the waiting line and, with `failure`, into the failed list. */
  settle(key: string, failure?: FailedChange): Promise<void>;
  dismiss(key: string): Promise<void>;
};

/** The outbox as the screens read it. */
export type OutboxState = { waiting: readonly KitchenChange[]; failed: readonly FailedChange[] };

/** Backoff after a change could not be sent for a passing reason, ms: 5 s doubling to at most 1 min. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5000 * 2 ** attempt, 60_000);
}

/**
 * True when an error of a send means the change itself was refused and must not be sent again: a 4xx
 * answer other than 401 (the session; the session's end clears the outbox), 408 and 429 (try later).
 */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** How the outbox reaches the network and tells the app; all injectable for tests. */
export type OutboxOptions = {
  store: OutboxStore;
  /** Sends one change with its key; throws ApiError (status 0: no network). */
  send: (change: KitchenChange) => Promise<ChangeAnswer>;
  /** The sentence for a refusal; the server's own by default. */
  explain?: (change: KitchenChange, error: ApiError) => Promise<string>;
  onSent?: (change: KitchenChange, answer: ChangeAnswer) => void;
  onRefused?: (failure: FailedChange) => void;
  isOnline?: () => boolean;
  now?: () => number;
  /** Schedules the next try after a passing failure; answers a cancel. */
  schedule?: (run: () => void, ms: number) => () => void;
};

/** One outbox over one store (kitchen-store.ts makes the app's). */
export class KitchenOutbox {
  readonly #options: OutboxOptions;
  #state: OutboxState = { waiting: [], failed: [] };
  readonly #listeners = new Set<() => void>();
  #running: Promise<void> | undefined;
  #again = false;
  #attempt = 0;
  #cancelRetry: (() => void) | undefined;

  constructor(options: OutboxOptions) {
    this.#options = options;
  }

  /** The waiting and failed changes as last read from the store (a stable object between changes). */
  readonly getState = (): OutboxState => this.#state;

  /** Calls `listener` after every change of the state; answers the unsubscribe. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Reads the store again and tells the listeners. */
  async refresh(): Promise<void> {
    const [waiting, failed] = await Promise.all([this.#options.store.waiting(), this.#options.store.failed()]);
    this.#state = { waiting, failed };
    this.#listeners.forEach((listener) => listener());
  }

  /** Puts a change at the end of the line (its key already chosen) and starts sending. */
  async add(change: KitchenChange): Promise<void> {
    await this.#options.store.add(change);
    await this.refresh();
    void this.flush();
  }

  /** Takes a refused change off the failed list once the seller has read it. */
  async dismiss(key: string): Promise<void> {
    await this.#options.store.dismiss(key);
    await this.refresh();
  }

  /**
   * Sends the waiting changes in order until the line is empty or one cannot be sent now. One run at a
   * time: a call during a run makes the run look again before it ends. Resolves when the run is over.
   */
  flush(): Promise<void> {
    this.#cancelRetry?.();
    this.#cancelRetry = undefined;
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#run()
      // The store itself failed (storage full, a closed database): try again later, keep the changes.
      .catch(() => this.#retryLater())
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  async #run(): Promise<void> {
    const { store, send, isOnline = () => navigator.onLine, now = Date.now } = this.#options;
    do {
      this.#again = false;
      for (;;) {
        const [change] = await store.waiting();
        if (!change || !isOnline()) break;
        let answer: ChangeAnswer;
        try {
          answer = await send(change);
        } catch (error) {
          if (!isRefusal(error)) {
            this.#retryLater();
            await this.refresh();
            return;
          }
          const reason = (await this.#options.explain?.(change, error).catch(() => undefined)) ?? error.message;
          const failure: FailedChange = { change, reason, failedAt: now() };
          await store.settle(change.key, failure);
          this.#attempt = 0;
          await this.refresh();
          this.#options.onRefused?.(failure);
          continue;
        }
        await store.settle(change.key);
        this.#attempt = 0;
        await this.refresh();
        this.#options.onSent?.(change, answer);
      }
    } while (this.#again);
    await this.refresh();
  }

  #retryLater(): void {
    const { schedule = (run, ms) => clearTimeout.bind(null, setTimeout(run, ms)) } = this.#options;
    const delay = retryDelayMs(this.#attempt);
    this.#attempt += 1;
    this.#cancelRetry = schedule(() => void this.flush(), delay);
  }

  /** Stops a scheduled retry (the seller area closed or the session ended). */
  stop(): void {
    this.#cancelRetry?.();
    this.#cancelRetry = undefined;
  }
}
