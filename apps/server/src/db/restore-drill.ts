import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { backupsNamed } from './backup-schedule.ts';
import { fetchRemoteFile, listRemote, RCLONE_TIMEOUT_MS } from './offsite.ts';
import { listDump, PG_DUMP_TIMEOUT_MS } from './pg-backup.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

/**
 * The restore drill (`npm run restore-drill`, issue 30, docs/decisions/0078-off-machine-backups.md): proves
 * that the newest off-machine copy can be brought back, without touching the live database. It fetches the
 * newest backup on BACKUP_REMOTE into a temporary folder, reads it all back and counts the key tables,
 * then deletes the folder.
 */

/** The tables whose rows the drill counts; a backup without users or orders is not Rasoi's. */
export const DRILL_TABLES = ['users', 'addresses', 'dishes', 'meals', 'orders', 'order_meals'] as const;

/** What the drill found in the newest remote backup. */
export type DrillReport = {
  /** The backup's file name on the remote. */
  name: string;
  /** When the backup was taken (from its name). */
  takenAt: Date;
  engine: 'sqlite' | 'postgres';
  /** Its size in bytes. */
  bytes: number;
  /** How many backups the remote holds. */
  remoteBackups: number;
  /** Rows per DRILL_TABLES table. */
  counts: Record<string, number>;
};

/**
 * Runs the drill against `remote` (an rclone remote path). `tmpRoot` is where the temporary folder goes
 * (default the system's), `timeoutMs` bounds each child process. Returns what it found; throws with the
 * reason when the remote holds no backup, the copy cannot be fetched, or it fails a check (SQLite:
 * integrity check and the key tables; PostgreSQL dump: `pg_restore --list`, then every row of the key
 * tables read back through `pg_restore --data-only`). The temporary folder is removed either way.
 */
export async function restoreDrill(
  remote: string,
  options: { tmpRoot?: string; timeoutMs?: number } = {},
): Promise<DrillReport> {
  const backups = backupsNamed(await listRemote(remote, options.timeoutMs ?? RCLONE_TIMEOUT_MS));
  const newest = backups[0];
  if (!newest) throw new Error('BACKUP_REMOTE holds no Rasoi backup (rasoi-<time>.db or .dump)');
  const dir = fs.mkdtempSync(path.join(options.tmpRoot ?? os.tmpdir(), 'rasoi-restore-drill-'));
  try {
    const file = path.join(dir, newest.file);
    await fetchRemoteFile(remote, newest.file, file, options.timeoutMs ?? RCLONE_TIMEOUT_MS);
    const engine = newest.file.endsWith('.dump') ? 'postgres' : 'sqlite';
    const counts =
      engine === 'sqlite' ? countSqlite(file) : await countDump(file, options.timeoutMs ?? PG_DUMP_TIMEOUT_MS);
    return {
      name: newest.file,
      takenAt: newest.takenAt,
      engine,
      bytes: fs.statSync(file).size,
      remoteBackups: backups.length,
      counts,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Integrity check of a SQLite backup, then the rows of each DRILL_TABLES table. Throws when either fails. */
function countSqlite(file: string): Record<string, number> {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`The backup failed SQLite's integrity check: ${String(integrity)}`);
    const present = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    const missing = DRILL_TABLES.filter((table) => !present.has(table));
    if (missing.length > 0) throw new Error(`The backup is not a Rasoi database (no ${missing.join(', ')} table)`);
    return Object.fromEntries(
      DRILL_TABLES.map((table) => [
        table,
        (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}

/**
 * Checks a custom-format dump: `pg_restore --list` reads its table of contents, which must hold the data
 * of every DRILL_TABLES table; then `pg_restore --data-only` writes out the whole data as SQL (every
 * compressed block decompressed, nothing written to a database) and the rows of each key table's COPY
 * are counted. Throws when pg_restore fails or a key table is missing.
 */
async function countDump(file: string, timeoutMs: number): Promise<Record<string, number>> {
  const toc = await listDump(file, timeoutMs);
  const missing = DRILL_TABLES.filter((table) => !new RegExp(`TABLE DATA \\S+ ${table} `).test(toc));
  if (missing.length > 0) throw new Error(`The dump is not Rasoi's (no data for ${missing.join(', ')})`);

  const counts: Record<string, number> = Object.fromEntries(DRILL_TABLES.map((table) => [table, 0]));
  const child = spawn('pg_restore', ['--data-only', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-600)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  exited.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
  try {
    let copying: string | null = null;
    for await (const line of readline.createInterface({ input: child.stdout, crlfDelay: Infinity })) {
      if (copying !== null) {
        if (line === '\\.') copying = null;
        else if (copying in counts) counts[copying]! += 1;
      } else if (line.startsWith('COPY ')) {
        // COPY <schema>.<table> (<columns>) FROM stdin;
        const qualified = line.slice(5, line.indexOf(' ', 5));
        copying = qualified.slice(qualified.lastIndexOf('.') + 1).replaceAll('"', '');
      }
    }
    const code = await exited;
    if (code !== 0) throw new Error(`pg_restore could not read the dump's data (exit ${code}): ${stderr.trim()}`);
  } finally {
    clearTimeout(timer);
  }
  return counts;
}
