import fs from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-driver.ts';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE, type Config } from '../config.ts';
import type { Database } from './schema.ts';
import { withNamedStatements } from './pg-pool.ts';
import { withStatementCache } from './statement-cache.ts';

export type DatabaseEngine = 'sqlite' | 'postgres';

/**
 * Longest a request waits for one of the pool's connections when all are busy, in ms (issue 30, D77):
 * past it the pool gives up and the request answers 503 with Retry-After, rather than queueing without end.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 10_000;

export type ConnectOptions = {
  /** PostgreSQL only: the schema to use instead of `public` (tests get one each). */
  searchPath?: string;
};

/** The engine the config selects: PostgreSQL when DATABASE_URL is set, else SQLite. */
export function engineOf(config: Pick<Config, 'databaseUrl'>): DatabaseEngine {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

/**
 * Opens the database the config selects (docs/architecture.md 'Server'): PostgreSQL through a pg pool
 * of at most `databasePoolSize` connections (DATABASE_POOL_SIZE, default DEFAULT_DATABASE_POOL_SIZE; D77)
 * when DATABASE_URL is set, else SQLite at `DATA_DIR/rasoi.db` (folder created if missing).
 * The caller owns the returned Kysely and must `destroy()` it.
 */
export function connectDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
  options: ConnectOptions = {},
) {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      // With the event lock gone, PostgreSQL flushes the commits that wait together in one write to disk,
      // so the more of them run at once, the fewer flushes per order (issue 17). Idle connections close
      // after 10 s (pg's default).
      max: config.databasePoolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
      // An order is acknowledged only once its commit is on disk (docs/decisions/0018), whatever the server's default.
      options: [
        '-c synchronous_commit=on',
        ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
      ].join(' '),
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped and replaced
    // by the pool; without a listener its 'error' event would end the whole process.
    pool.on('error', (error) => console.error(`PostgreSQL ended an idle connection: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(config.dataDir, 'rasoi.db'));
  // WAL lets readers run beside the writer. FULL: every commit is synced to disk before it returns, so an
  // acknowledged order survives a power cut too, not only a crash of the process (docs/decisions/0018).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}
