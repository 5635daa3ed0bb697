import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema.ts';
import * as initial from './migrations/0001-initial.ts';
import * as sellerLoginGuard from './migrations/0002-seller-login-guard.ts';

/** Every migration, in order. Listed in code so the bundle needs no folder scan. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-seller-login-guard': sellerLoginGuard,
};

/**
 * Brings the schema up to date (ARCHITECTURE.md: migrations run at start). Throws the first
 * failing migration's error after logging which one failed.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) console.error(`Migration ${failed.migrationName} failed`);
  if (error) throw error;
}
