import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SQLITE_DRIVER_ENTRY, SqliteDatabase } from './sqlite-driver.ts';

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
 * consistent snapshot of the committed data, safe while the server keeps taking orders. Returns the
 * backup's path. Throws if there is no database in `dataDir` or the copy fails its integrity check.
 * The copy and its check run on a worker thread (`copyAndCheck`), not on the server's event loop.
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
  try {
    await copyAndCheck(source, partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

/**
 * The worker thread's script (CommonJS, so it runs alike from the sources, the tests and the bundle):
 * the copy in one step, all pages under one read transaction so no write lands half-way, then the
 * copy's check, as `checkDatabaseFile` makes it. Answers null, or the error's message.
 */
const COPY_AND_CHECK = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
async function run() {
  const db = new Database(workerData.source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(workerData.partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new Database(workerData.partial, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(workerData.partial + ' failed the integrity check: ' + String(integrity));
    const orders = copy.prepare("select name from sqlite_master where type = 'table' and name = 'orders'").get();
    if (!orders) throw new Error(workerData.partial + ' is not a Rasoi database (no orders table)');
  } finally {
    copy.close();
  }
}
run().then(
  () => parentPort.postMessage(null),
  (error) => parentPort.postMessage(error instanceof Error ? error.message : String(error)),
);
`;

/**
 * Copies `source` to `partial` and checks the copy on a worker thread. Both are one synchronous call
 * each in the driver, as long as the database is big: on the event loop a 160 MB database held every
 * request for about 2 s, the first after a start among them (issue 26: the statement bench's first
 * read, 2.5 s, waited for the start's backup). Rejects with the worker's error.
 */
function copyAndCheck(source: string, partial: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_AND_CHECK, {
      eval: true,
      workerData: { driver: SQLITE_DRIVER_ENTRY, source, partial },
    });
    let answered = false;
    worker.once('message', (failure: string | null) => {
      answered = true;
      if (failure === null) resolve();
      else reject(new Error(failure));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The backup's worker thread stopped (exit code ${code})`));
    });
  });
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
