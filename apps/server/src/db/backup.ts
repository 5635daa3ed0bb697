import fs from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-driver.ts';

/** The SQLite file in a data folder (db/connect.ts opens the same). */
export function sqliteFileOf(dataDir: string): string {
  return path.join(dataDir, 'rasoi.db');
}

/** Where backups go: DATA_DIR/backups. */
export function backupsDirOf(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/**
 * Copies the live SQLite database to `<backupDir>/rasoi-<timestamp>.db` (default `DATA_DIR/backups`;
 * BACKUP_DIR, D42) with SQLite's online backup API (better-sqlite3 `backup()`), in one step: a
 * consistent snapshot of the committed data, safe while the server keeps taking orders (they wait at
 * most the few milliseconds of the copy). Returns the backup's path. Throws if there is no database in
 * `dataDir` or the copy fails its integrity check.
 */
export async function backupSqlite(
  dataDir: string,
  now = new Date(),
  backupDir = backupsDirOf(dataDir),
): Promise<string> {
  const source = sqliteFileOf(dataDir);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  fs.mkdirSync(backupDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(backupDir, `rasoi-${stamp}.db`);
  // Written under another name and renamed once checked: a copy cut short (a crash, a full disk) or one
  // that fails its check never carries a backup's name, so it never passes for the day's backup (D42).
  const partial = `${target}.partial`;
  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: copied under one read transaction, so no write can land half-way.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  try {
    checkDatabaseFile(partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

/**
 * Puts a backup back as the live database (the server must be stopped). Checks the backup first
 * (SQLite integrity check, the orders table present), copies it beside the live file, syncs it,
 * then: folds the live database's write-ahead log into it and keeps it as
 * `rasoi.db.<timestamp>.bak`, and renames the copy into place, so at every moment there is one
 * complete database file. Returns the path the previous database was kept at (null if there was none).
 */
export function restoreSqlite(dataDir: string, backupFile: string, now = new Date()): { keptAs: string | null } {
  checkDatabaseFile(backupFile);
  const live = sqliteFileOf(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const temp = `${live}.restoring`;
  fs.copyFileSync(backupFile, temp);
  syncFile(temp);

  let keptAs: string | null = null;
  if (fs.existsSync(live)) {
    const current = new SqliteDatabase(live, { fileMustExist: true });
    try {
      current.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      current.close();
    }
    keptAs = `${live}.${now.toISOString().replace(/[:.]/g, '-')}.bak`;
    fs.renameSync(live, keptAs);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
  fs.renameSync(temp, live);
  syncFile(dataDir);
  return { keptAs };
}

/** True when `file` is a SQLite database that passes its integrity check and holds Rasoi's orders (D42's pruning). */
export function isSoundBackup(file: string): boolean {
  try {
    checkDatabaseFile(file);
    return true;
  } catch {
    return false;
  }
}

/** Throws unless `file` is a SQLite database that passes its integrity check and holds Rasoi's orders. */
function checkDatabaseFile(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} failed the integrity check: ${String(integrity)}`);
    const orders = db.prepare("select name from sqlite_master where type = 'table' and name = 'orders'").get();
    if (!orders) throw new Error(`${file} is not a Rasoi database (no orders table)`);
  } finally {
    db.close();
  }
}

function syncFile(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
