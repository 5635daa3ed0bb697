import { etagOf } from '../../../lib/etag.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * How long a cached menu answer is trusted without a local change. Changes made through this
 * instance invalidate it at once; with several instances on one PostgreSQL (docs/architecture.md 'Server'),
 * a change made through another instance shows here within this time. Placing an order always
 * re-reads prices and flags from the database, so a stale menu can never sell a hidden or sold-out item.
 */
export const MENU_CACHE_TTL_MS = 5_000;

/** One serialized answer: the exact JSON bytes and their strong ETag. */
export type CachedAnswer = { body: Buffer; etag: string };

/** The two menu reads (GET /meal, GET /dish), each as seen by visitors/customers or by the seller. */
export type MenuView = 'meals' | 'meals-all' | 'dishes' | 'dishes-all';

type Entry = { answer: CachedAnswer; at: number };

/** The serialized menu answers of one database, rebuilt on demand after a change (issue 6). */
export type MenuCache = {
  /** The cached answer for `view`, or builds it with `build` (its JSON value) and caches it. */
  get(view: MenuView, build: () => Promise<unknown>): Promise<CachedAnswer>;
  /** Forgets every cached answer; call after a committed change to meals, dishes or their links. */
  invalidate(): void;
};

const caches = new WeakMap<Kysely<Database>, MenuCache>();

/** The menu cache of this database handle (one per app: the menu and seller routes share it). */
export function menuCacheOf(db: Kysely<Database>, now: () => number = Date.now): MenuCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMenuCache(now);
    caches.set(db, cache);
  }
  return cache;
}

function createMenuCache(now: () => number): MenuCache {
  const entries = new Map<MenuView, Entry>();
  // Requests that miss together share one build.
  const building = new Map<MenuView, Promise<CachedAnswer>>();
  // Bumped by every change: a build that started before a change must not store what it read.
  let generation = 0;
  const rebuild = async (view: MenuView, build: () => Promise<unknown>) => {
    const startedAt = generation;
    try {
      const body = Buffer.from(JSON.stringify(await Promise.resolve().then(build)));
      const answer = { body, etag: etagOf(body) };
      if (startedAt === generation) entries.set(view, { answer, at: now() });
      return answer;
    } finally {
      if (startedAt === generation) building.delete(view);
    }
  };
  return {
    get(view, build) {
      const entry = entries.get(view);
      if (entry && now() - entry.at < MENU_CACHE_TTL_MS) return Promise.resolve(entry.answer);
      let pending = building.get(view);
      if (!pending) {
        pending = rebuild(view, build);
        building.set(view, pending);
      }
      return pending;
    },
    invalidate() {
      generation += 1;
      entries.clear();
      building.clear();
    },
  };
}
