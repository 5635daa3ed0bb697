import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The SQLite driver for the Node that runs the server (docs/decisions/0046): better-sqlite3 13 on
 * Node 22 and later, better-sqlite3 12 on Node 20. Both have the same API (typed by 12's types).
 *
 * Why two: 12 builds on Node's own object wrapper, whose destructor aborts the process on Node 24.19 and
 * later when a statement or database is collected outside JavaScript (SIGABRT, 'Assertion failed:
 * (env) != nullptr'); 13 moved to Node-API and ships prebuilt binaries, but requires Node 22 or later.
 * Rasoi still supports Node 20 (the machines it is installed on today), so it installs both (13 under the
 * name better-sqlite3-napi) and loads the one that is safe here. Drop 12 with Node 20.
 */
export type SqliteDatabase = BetterSqlite3.Database;

/** The Node major version this process runs on. */
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/** Which package is loaded: better-sqlite3-napi (13) from Node 22, better-sqlite3 (12) before. */
export const SQLITE_DRIVER_PACKAGE = NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

// A synchronous choice at load: an ES import names one package, and the server's build keeps it external.
const require = createRequire(import.meta.url);

/** The driver's Database class: `new SqliteDatabase(file, options)`, as better-sqlite3 documents it. */
export const SqliteDatabase: typeof BetterSqlite3 = require(SQLITE_DRIVER_PACKAGE) as typeof BetterSqlite3;

/** The driver's entry file, for a worker thread to load the same one (db/backup.ts copies on one). */
export const SQLITE_DRIVER_ENTRY: string = require.resolve(SQLITE_DRIVER_PACKAGE);
