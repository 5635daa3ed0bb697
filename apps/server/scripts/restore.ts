import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/config.ts';
import { restoreSqlite, sqliteFileOf } from '../src/db/backup.ts';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]   (stop the server first)';

/**
 * `npm run restore -- <file>` (issue 7, docs/operations.md 'Backup and restore'): puts a backup made by
 * `npm run backup` back as the SQLite database in DATA_DIR, keeping the current one as
 * rasoi.db.<timestamp>.bak. Refuses while a server answers on PORT (stop it first; `--force` skips
 * the check), and refuses a file that is not a sound Rasoi database.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(1);
  }
  const config = loadConfig(process.env);
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md), not npm run restore.');
    process.exit(1);
  }
  if (!values.force && (await serverAnswers(config.port))) {
    console.error(
      `A Rasoi server is answering on port ${config.port}: stop it before restoring (or pass --force if that is another server).`,
    );
    process.exit(1);
  }
  const file = path.resolve(positionals[0]!);
  const { keptAs } = restoreSqlite(config.dataDir, file);
  console.info(`Restored ${file} as ${sqliteFileOf(config.dataDir)}`);
  if (keptAs) console.info(`The previous database is kept as ${keptAs}`);
}

async function serverAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(1000) });
    return response.status === 200 || response.status === 503;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
