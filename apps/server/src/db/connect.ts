import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';

export type DatabaseEngine = 'sqlite' | 'postgres';

export type ConnectOptions = {
  /** PostgreSQL only: the schema to use instead of `public` (tests get one each). */
  searchPath?: string;
};

/** The engine the config selects: PostgreSQL when DATABASE_URL is set, else SQLite. */
export function engineOf(config: Pick<Config, 'databaseUrl'>): DatabaseEngine {
  return config.databaseUrl ? 'postgres' : 'sqlite';
}

/**
 * Opens the database the config selects (ARCHITECTURE.md 'Server'): PostgreSQL through a pg pool
 * when DATABASE_URL is set, else SQLite at `DATA_DIR/rasoi.db` (folder created if missing).
 * The caller owns the returned Kysely and must `destroy()` it.
 */
export function connectDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, options: ConnectOptions = {}) {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(config.dataDir, 'rasoi.db'));
  // WAL lets readers run beside the writer; NORMAL sync is safe with WAL and much faster.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
