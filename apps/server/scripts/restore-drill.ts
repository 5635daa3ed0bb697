import { ConfigError, loadConfig } from '../src/config.ts';
import { restoreDrill } from '../src/db/restore-drill.ts';

/**
 * `npm run restore-drill` (issue 30, docs/operations.md 'Off-machine copies and the restore drill', D78):
 * fetches the newest backup on BACKUP_REMOTE into a temporary folder, checks it (SQLite: integrity check;
 * PostgreSQL dump: pg_restore reads it all back), prints what it found with the key tables' row counts,
 * and removes the folder. Touches neither the live database nor the local backups. Exits 1 when
 * BACKUP_REMOTE is unset or any step fails, with the reason.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (!config.backupRemote) {
    console.error('BACKUP_REMOTE is not set: there is no off-machine copy to drill (docs/operations.md).');
    process.exit(1);
  }
  const report = await restoreDrill(config.backupRemote);
  const ageHours = (Date.now() - report.takenAt.getTime()) / 3_600_000;
  console.info(`Newest of ${report.remoteBackups} backup(s) on BACKUP_REMOTE: ${report.name}`);
  console.info(`Taken ${report.takenAt.toISOString()} (${ageHours.toFixed(1)} hours ago), ${report.bytes} bytes`);
  console.info(
    report.engine === 'sqlite'
      ? 'SQLite integrity check: ok'
      : 'PostgreSQL dump: pg_restore read its table of contents and all of its data',
  );
  for (const [table, rows] of Object.entries(report.counts)) console.info(`  ${table.padEnd(12)} ${rows} rows`);
  console.info('Restore drill passed; the temporary copy is deleted.');
}

main().catch((error: unknown) => {
  console.error(
    `Restore drill FAILED: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
