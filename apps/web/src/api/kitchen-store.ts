/**
 * The kitchen's own browser storage (issue 29 item 5, docs/decisions/0115), one IndexedDB database
 * `rasoi-kitchen` (through `idb`, the small promise wrapper Workbox itself uses):
 * - `outbox`: the seller's changes waiting to be sent, in the order made (an auto-increment `seq`);
 * - `failed`: the changes the server refused, until the seller dismisses them;
 * - `cache`: the seller's last answers (orders, prep sheet, delivery run and what a phone order needs),
 *   as TanStack Query dehydrates them, so the seller area opens with them when offline.
 * It belongs to the seller's session: endSession deletes the database (KITCHEN_DB_NAME), on logout and on
 * a 401 alike, so nothing of it is left for the next person on the device.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { APP_VERSION } from '../lib/app-version.ts';
import { KITCHEN_DB_NAME } from './kitchen-db-name.ts';
import type { FailedChange, KitchenChange, OutboxStore } from './kitchen-outbox.ts';
import {
  dayMenuKeys,
  dishesKeys,
  kitchenDayKeys,
  kitchenKeys,
  mealsKeys,
  profileKeys,
  sellerKeys,
  slotsKeys,
} from './query-keys.ts';

/** Saved answers older than this are not restored: a day's kitchen is not run on last week's orders. */
export const KITCHEN_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type StoredChange = KitchenChange & { seq?: number };
type SavedCache = { savedAt: number; version: string; state: DehydratedState };

type KitchenDb = DBSchema & {
  outbox: { key: number; value: StoredChange; indexes: { key: string } };
  failed: { key: string; value: FailedChange & { key: string } };
  cache: { key: string; value: SavedCache };
};

let opened: Promise<IDBPDatabase<KitchenDb>> | undefined;

/** The database, opened once per page; closed (and opened again on next use) when a delete waits on it. */
function database(): Promise<IDBPDatabase<KitchenDb>> {
  opened ??= openDB<KitchenDb>(KITCHEN_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true }).createIndex('key', 'key', {
        unique: true,
      });
      db.createObjectStore('failed', { keyPath: 'key' });
      db.createObjectStore('cache');
    },
    blocking(_current, _next, event) {
      // endSession deletes the database: let it, and open a fresh one on the next use.
      (event.target as IDBDatabase).close();
      opened = undefined;
    },
  });
  return opened;
}

function withoutSeq({ seq: _seq, ...change }: StoredChange): KitchenChange {
  return change as KitchenChange;
}

/** The outbox's storage in IndexedDB: one transaction per step, so a reload never finds half a step. */
export const indexedDbOutboxStore: OutboxStore = {
  async waiting() {
    return (await (await database()).getAll('outbox')).map(withoutSeq);
  },
  async failed() {
    const rows = await (await database()).getAll('failed');
    return rows.map(({ key: _key, ...failure }) => failure).sort((a, b) => a.failedAt - b.failedAt);
  },
  async add(change) {
    await (await database()).add('outbox', change);
  },
  async settle(key, failure) {
    const tx = (await database()).transaction(['outbox', 'failed'], 'readwrite');
    const seq = await tx.objectStore('outbox').index('key').getKey(key);
    if (seq !== undefined) await tx.objectStore('outbox').delete(seq);
    if (failure) await tx.objectStore('failed').put({ ...failure, key });
    await tx.done;
  },
  async dismiss(key) {
    await (await database()).delete('failed', key);
  },
};

/** The seller's queries kept for offline: the order lists, the kitchen's day, and what a phone order needs. */
const KEPT_KEYS: readonly (readonly string[])[] = [
  sellerKeys.orders(),
  kitchenDayKeys.all,
  slotsKeys.days(),
  mealsKeys.all,
  dishesKeys.all,
  dayMenuKeys.all,
  kitchenKeys.all,
  profileKeys.all,
];

/** True for a query of the kitchen's offline set (KEPT_KEYS) that has an answer. */
export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  return KEPT_KEYS.some((prefix) => prefix.every((part, index) => query.queryKey[index] === part));
}

/**
 * Restores the seller's saved answers into `client` (those of this release, at most a day old; an answer
 * the client already holds newer stays), then saves the kept queries after each answer. Saves run one
 * after another, and answers that arrive while one is waiting to run share it (a page's burst of answers
 * is one write). Answers the stop. A storage failure (private mode, quota) only means nothing is kept.
 */
export function keepKitchenQueries(client: QueryClient, now: () => number = Date.now): () => void {
  let stopped = false;
  let waiting = false;
  const save = async () => {
    waiting = false;
    if (stopped) return;
    const state = dehydrate(client, { shouldDehydrateQuery: isKeptQuery, shouldDehydrateMutation: () => false });
    await (await database()).put('cache', { savedAt: now(), version: APP_VERSION, state }, 'queries');
  };
  const restore = async () => {
    const saved = await (await database()).get('cache', 'queries');
    if (stopped || !saved || saved.version !== APP_VERSION || now() - saved.savedAt > KITCHEN_CACHE_MAX_AGE_MS) return;
    hydrate(client, saved.state);
  };
  // Each save waits for the one before it, the first for the restore, so nothing saved is older.
  let last = restore().catch(() => undefined);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (waiting || event.type !== 'updated' || event.action.type !== 'success' || !isKeptQuery(event.query)) return;
    waiting = true;
    last = last.then(save).catch(() => undefined);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
