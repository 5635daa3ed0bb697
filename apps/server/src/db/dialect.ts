import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseEngine } from './connect.ts';

/**
 * The engine behind an open Kysely instance (or transaction). For the few statements the two
 * engines spell differently; everything else is written once for both.
 */
export function engineOfDb<DB>(db: Kysely<DB>): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Holds a lock named by `key` until the transaction ends, so transactions that take it commit one at
 * a time, in the order they took it. PostgreSQL: a transaction-level advisory lock. SQLite: nothing to
 * do, it runs one write transaction at a time already.
 */
export async function lockUntilCommit<DB>(trx: Kysely<DB>, key: number): Promise<void> {
  if (engineOfDb(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${key})`.execute(trx);
}
