import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { KitchenSettings } from '@rasoi/domain/kitchen-settings';
import type { Config } from '../../../config.ts';
import { engineOf } from '../../../db/connect.ts';
import { listenOnPostgres, type PgListener } from '../../../db/pg-listener.ts';
import type { Database } from '../../../db/schema.ts';
import { readKitchenSettings, updateKitchenSettings } from './kitchen-settings-queries.ts';

/** The PostgreSQL channel on which an instance tells the others that the kitchen changed (D40). */
export const KITCHEN_CHANNEL = 'rasoi_kitchen';

/**
 * The kitchen's settings as this instance reads them (issue 13, docs/decisions/0040): read once and
 * kept until a change, so the menu and ordering paths pay no query for them. A change on this instance
 * drops the copy at once; on PostgreSQL a NOTIFY drops every other instance's copy too.
 */
export type KitchenSettingsStore = {
  /** The settings (cached). Never call it inside a transaction on SQLite: the read may wait for it. */
  get(): Promise<KitchenSettings>;
  /** Writes a validated change (one UPDATE), then `announce`s it; returns every setting as stored. */
  update(patch: Partial<KitchenSettings>, now: Date): Promise<KitchenSettings>;
  /**
   * Tells every instance that the kitchen changed (its settings or its open flag): each drops its copy
   * and calls its `onChange` listeners (which tell the open streams). Never throws; a failure is logged.
   */
  announce(): Promise<void>;
  /** Calls `listener` after each change, from any instance; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Stops listening. */
  close(): Promise<void>;
};

/**
 * Starts the store for the configured engine (on PostgreSQL it opens the LISTEN connection of
 * db/pg-listener.ts and drops its copy after each reconnection, since a change may have been missed).
 */
export async function startKitchenSettingsStore(options: {
  db: Kysely<Database>;
  config: Pick<Config, 'databaseUrl'>;
  log: FastifyBaseLogger;
}): Promise<KitchenSettingsStore> {
  const { db, config, log } = options;
  const engine = engineOf(config);
  const listeners = new Set<() => void>();
  let cached: Promise<KitchenSettings> | undefined;
  // Sent as the NOTIFY payload, so an instance skips its own (it acted on the change already).
  const instanceId = randomUUID();

  // A read in flight when a change lands is dropped with the copy, never kept as current.
  const changed = () => {
    cached = undefined;
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error }, 'kitchen change listener failed');
      }
    }
  };

  let listener: PgListener | undefined;
  if (engine === 'postgres') {
    listener = await listenOnPostgres({
      connectionString: config.databaseUrl!,
      channel: KITCHEN_CHANNEL,
      onNotify: (payload) => {
        if (payload !== instanceId) changed();
      },
      onListening: () => (cached = undefined),
      onError: (error) => log.warn({ err: error }, 'kitchen listener connection lost; reconnecting'),
    });
  }

  const store: KitchenSettingsStore = {
    get() {
      if (!cached) {
        const reading = readKitchenSettings(db);
        cached = reading;
        reading.catch(() => {
          if (cached === reading) cached = undefined;
        });
      }
      return cached;
    },
    async update(patch, now) {
      const settings = await updateKitchenSettings(db, patch, now);
      await store.announce();
      return settings;
    },
    async announce() {
      // Now, not when its own NOTIFY comes back, so this instance's next answer is current.
      changed();
      if (engine !== 'postgres') return;
      try {
        await sql`select pg_notify(${KITCHEN_CHANNEL}, ${instanceId})`.execute(db);
      } catch (error) {
        log.error({ err: error }, 'announcing a kitchen change failed');
      }
    },
    onChange(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async close() {
      await listener?.close();
      listener = undefined;
      listeners.clear();
    },
  };
  return store;
}

declare module '../../../app-context.ts' {
  // Declaration merging needs an interface: the module adds its service to the app's context (D82).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppServices {
    /** The kitchen's stored settings, cached and dropped on every change on any instance (issue 13, D40). */
    kitchenSettings: KitchenSettingsStore;
  }
}
