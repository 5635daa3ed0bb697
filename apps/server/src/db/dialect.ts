import { PostgresAdapter, type Kysely } from 'kysely';
import type { DatabaseEngine } from './connect.ts';

/**
 * The engine behind an open Kysely instance (or transaction). For the few statements the two
 * engines spell differently; everything else is written once for both.
 */
export function engineOfDb<DB>(db: Kysely<DB>): DatabaseEngine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
