/**
 * The seller's changes that must survive a dropped network (issue 29 item 5, docs/decisions/0115): a
 * status move, a 'collected' mark and a phone order. Each is given its Idempotency-Key when made; with the
 * outbox empty and the device online it is sent at once as before, otherwise (or when that send finds no
 * network) it joins the kitchen's outbox (kitchen-outbox.ts), stored in IndexedDB (kitchen-store.ts),
 * and is sent in order once the network returns. The seller area runs the outbox and keeps its queries
 * (useKitchenOffline); the screens read the outbox (useKitchenOutbox).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { ApiError, callApi } from './client.ts';
import { KitchenOutbox, type ChangeAnswer, type KitchenChange, type OutboxState } from './kitchen-outbox.ts';
import { indexedDbOutboxStore, keepKitchenQueries } from './kitchen-store.ts';
import { queryClient } from './query-client.ts';
import { kitchenDayKeys, sellerKeys, slotsKeys } from './query-keys.ts';
import { putOrderInSellerLists, type SellerOrderPages } from './seller-order-cache.ts';

/** A change as the screens make it, before it has its key and time. */
export type NewKitchenChange =
  | Omit<Extract<KitchenChange, { kind: 'status' }>, 'key' | 'queuedAt'>
  | Omit<Extract<KitchenChange, { kind: 'collect' }>, 'key' | 'queuedAt'>
  | Omit<Extract<KitchenChange, { kind: 'phone' }>, 'key' | 'queuedAt'>;

/** Sends one change with its Idempotency-Key; answers the order (a move, a collection) or the placement. */
export async function sendKitchenChange(change: KitchenChange): Promise<ChangeAnswer> {
  const idempotencyKey = change.key;
  switch (change.kind) {
    case 'status':
      return (
        await callApi('PATCH /order/:id', {
          params: { id: change.orderId },
          body: { status: change.status },
          idempotencyKey,
        })
      ).data.order;
    case 'collect':
      return (
        await callApi('POST /order/:id/collect', {
          params: { id: change.orderId },
          body: { method: change.method },
          idempotencyKey,
        })
      ).data.order;
    case 'phone':
      return callApi('POST /order/phone', { body: change.body, idempotencyKey });
  }
}

/**
 * The sentence for a refused change: when the order was cancelled meanwhile it says so and by whom (the
 * server's 409 speaks of the move, not of why); otherwise the server's own sentence.
 */
async function explainRefusal(change: KitchenChange, error: ApiError): Promise<string> {
  if (change.kind === 'phone' || error.status !== 409) return error.message;
  const order = (await callApi('GET /order/:id', { params: { id: change.orderId } })).data.order;
  if (order.status !== 'Cancelled') return error.message;
  return order.cancelled_by === 'customer' ? m.notSentCustomerCancelled() : m.notSentOrderCancelled();
}

/** The order with this id in the seller's loaded lists, if any. */
function loadedOrder(client: QueryClient, orderId: string): Order | undefined {
  for (const [, pages] of client.getQueriesData<SellerOrderPages>({ queryKey: sellerKeys.orders() })) {
    const found = pages?.pages.flatMap((page) => page.orders).find((order) => order._id === orderId);
    if (found) return found;
  }
  return undefined;
}

/** A landed change's answer, written where the seller's screens read it. */
function applyAnswer(client: QueryClient, change: KitchenChange, answer: ChangeAnswer): void {
  if (change.kind === 'phone') {
    void client.invalidateQueries({ queryKey: sellerKeys.all });
    void client.invalidateQueries({ queryKey: slotsKeys.all });
    return;
  }
  putOrderInSellerLists(client, answer as Order);
  void client.invalidateQueries({ queryKey: sellerKeys.orders() });
  void client.invalidateQueries({ queryKey: kitchenDayKeys.all });
  void client.invalidateQueries({ queryKey: sellerKeys.stats() });
  if (change.kind === 'collect') {
    void client.invalidateQueries({ queryKey: sellerKeys.income() });
    void client.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() });
  }
}

/** The app's one outbox, over IndexedDB and the app's query client. */
export const kitchenOutbox = new KitchenOutbox({
  store: indexedDbOutboxStore,
  send: sendKitchenChange,
  explain: explainRefusal,
  onSent: (change, answer) => applyAnswer(queryClient, change, answer),
  // What the seller's screens showed of a refused change was never true: read the orders again.
  onRefused: () => {
    void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
    void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
  },
});

/**
 * Makes a change (with `key`, the Idempotency-Key the caller keeps across its own retries; a new one
 * otherwise): sent at once when nothing waits and the device is online (a refusal throws its
 * sentence, as before), otherwise, or when that send finds no network, queued with the same key. Answers
 * the answer, or 'queued'. A queued move shows at once in the seller's lists (the order moves tabs).
 */
export async function sendOrQueue(
  made: NewKitchenChange,
  options: { key?: string; outbox?: KitchenOutbox; client?: QueryClient; send?: typeof sendKitchenChange } = {},
): Promise<ChangeAnswer | 'queued'> {
  const { outbox = kitchenOutbox, client = queryClient, send = sendKitchenChange } = options;
  const change = { ...made, key: options.key ?? crypto.randomUUID(), queuedAt: Date.now() } as KitchenChange;
  if (navigator.onLine && outbox.getState().waiting.length === 0) {
    try {
      return await send(change);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0) throw error;
    }
  }
  await outbox.add(change);
  if (change.kind === 'status') {
    const order = loadedOrder(client, change.orderId);
    if (order) putOrderInSellerLists(client, { ...order, status: change.status });
  }
  return 'queued';
}

/** The change of this kind for this order still waiting to be sent, if any (the screens show it as made). */
export function useWaitingChange<K extends 'status' | 'collect'>(
  orderId: string,
  kind: K,
): Extract<KitchenChange, { kind: K }> | undefined {
  const { waiting } = useKitchenOutbox();
  return waiting.findLast(
    (change): change is Extract<KitchenChange, { kind: K }> =>
      change.kind === kind && 'orderId' in change && change.orderId === orderId,
  );
}

/** The outbox's waiting and refused changes, kept current (the app's outbox unless another is given). */
export function useKitchenOutbox(outbox: KitchenOutbox = kitchenOutbox): OutboxState {
  return useSyncExternalStore(outbox.subscribe, outbox.getState, outbox.getState);
}

/**
 * Asks the service worker to keep the build files this page has loaded so far (the seller area's lazy
 * chunks among them) in its cache of hashed assets, through Workbox's CACHE_URLS message (sw.ts): files
 * fetched before the worker controlled the page (a first visit) are otherwise not kept, and a seller page
 * opened once must open again offline (D115).
 */
function keepLoadedChunks(): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  if (urlsToCache.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Runs the kitchen's offline support while the seller area is open with a session (`active`): restores
 * and keeps the seller's queries, reads the outbox and sends what waits, now and whenever the network
 * returns, and has the service worker keep the code loaded so far (again once it takes control).
 */
export function useKitchenOffline(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    // TanStack Query assumes a page starts online and learns otherwise only from an 'offline' event:
    // an app reopened offline would send its queries and mutations (an acknowledgement) to fail and
    // toast, instead of pausing them with their last data until the network returns.
    onlineManager.setOnline(navigator.onLine);
    const stopKeeping = keepKitchenQueries(queryClient);
    const flush = () => void kitchenOutbox.flush();
    void kitchenOutbox.refresh().then(flush, () => undefined);
    window.addEventListener('online', flush);
    keepLoadedChunks();
    navigator.serviceWorker?.addEventListener('controllerchange', keepLoadedChunks);
    return () => {
      stopKeeping();
      window.removeEventListener('online', flush);
      navigator.serviceWorker?.removeEventListener('controllerchange', keepLoadedChunks);
      kitchenOutbox.stop();
    };
  }, [active]);
}
