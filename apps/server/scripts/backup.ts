import { ConfigError, loadConfig } from '../src/config.ts';
import { backupSqlite } from '../src/db/backup.ts';
import { backupPostgres } from '../src/db/pg-backup.ts';

/**
 * `npm run backup` (issue 7, docs/operations.md 'Backup and restore'): a consistent copy of the SQLite
 * database in DATA_DIR, taken while the server keeps running, to BACKUP_DIR/rasoi-<timestamp>.db
 * (default DATA_DIR/backups, where the daily backup of D42 writes too).
 * On PostgreSQL (DATABASE_URL set) the same folder gets `pg_dump -Fc` as rasoi-<timestamp>.dump (D78).
 * Prints the backup's path. The copy off the machine is the daily backup's (BACKUP_REMOTE).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const file = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, config.backupDir)
    : await backupSqlite(config.dataDir, new Date(), config.backupDir);
  console.info(file);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
