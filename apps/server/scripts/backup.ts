import { ConfigError, loadConfig } from '../src/config.ts';
import { backupSqlite } from '../src/db/backup.ts';

/**
 * `npm run backup` (issue 7, docs/operations.md 'Backup and restore'): a consistent copy of the SQLite
 * database in DATA_DIR, taken while the server keeps running, to BACKUP_DIR/rasoi-<timestamp>.db
 * (default DATA_DIR/backups, where the daily backup of D42 writes too).
 * Prints the backup's path. On PostgreSQL (DATABASE_URL set) it refuses and points to pg_dump.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md), not npm run backup.');
    process.exit(1);
  }
  const file = await backupSqlite(config.dataDir, new Date(), config.backupDir);
  console.info(file);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
