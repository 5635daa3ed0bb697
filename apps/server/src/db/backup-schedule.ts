import fs from 'node:fs';
import path from 'node:path';
import { timeFrameRange } from '@rasoi/domain/time-frame';
import type { Clock } from '../lib/clock.ts';
import { backupSqlite, isSoundBackup } from './backup.ts';
import { copyBackupsToRemote, deleteRemoteFile, listRemote, RCLONE_TIMEOUT_MS } from './offsite.ts';
import { backupPostgres, looksLikeDump, PG_DUMP_TIMEOUT_MS } from './pg-backup.ts';

/**
 * The daily backup inside the server (docs/decisions/0042, docs/deploy.md 'Backups'): once a
 * day, at `BACKUP_AT` on the kitchen's clock (or at the next check after it, e.g. when the server was
 * down then), a backup into `BACKUP_DIR` (SQLite's online backup, or `pg_dump -Fc` when DATABASE_URL is
 * set, D78), then the backups older than `BACKUP_KEEP_DAYS` are deleted, never the newest sound one;
 * then, with BACKUP_REMOTE set, the backups are copied off the machine with rclone and the remote is
 * pruned by the same rule (D78).
 */

/** A backup file in the backup folder and the instant its name says it was taken. */
export type BackupFile = { file: string; takenAt: Date };

/** rasoi-<ISO time with ':' and '.' as '-'>.db (backupSqlite) or .dump (backupPostgres). */
const BACKUP_NAME = /^rasoi-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(db|dump)$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lists the backups in `dir` (files named as backupSqlite / backupPostgres name them), newest first; none if the folder is missing. */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return backupsNamed(fs.readdirSync(dir)).map((backup) => ({ ...backup, file: path.join(dir, backup.file) }));
}

/**
 * The backups among the file `names` (a folder's or a remote's listing; other names are left out), with
 * the instant each name says it was taken, newest first; `file` is the name as given.
 */
export function backupsNamed(names: readonly string[]): BackupFile[] {
  const backups: BackupFile[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const takenAt = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
    if (!Number.isNaN(takenAt.getTime())) backups.push({ file: name, takenAt });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * True when `file` is a sound backup: a SQLite backup that passes its integrity check and holds Rasoi's
 * orders (D42), or a dump with pg_dump's custom-format header (each was read back by pg_restore before it
 * got its name, D78).
 */
export function isSoundBackupFile(file: string): boolean {
  return file.endsWith('.dump') ? looksLikeDump(file) : isSoundBackup(file);
}

/**
 * The most recent scheduled moment at or before `now`: today's `at` (minutes after the kitchen's local
 * midnight) if it has come, else yesterday's. `timeZone` is the kitchen's (KITCHEN_TIMEZONE).
 */
export function lastScheduledMoment(now: Date, atMinutes: number, timeZone: string): Date {
  const today = timeFrameRange(1, now, timeZone)!.start;
  const todays = new Date(today.getTime() + atMinutes * 60_000);
  if (todays <= now) return todays;
  const yesterday = timeFrameRange(1, new Date(today.getTime() - 1), timeZone)!.start;
  return new Date(yesterday.getTime() + atMinutes * 60_000);
}

/** True when no backup was taken since the last scheduled moment (so a missed day is made up at the next check). */
export function isBackupDue(now: Date, newest: Date | null, atMinutes: number, timeZone: string): boolean {
  return newest === null || newest < lastScheduledMoment(now, atMinutes, timeZone);
}

/**
 * Which backups to delete at `now` with `keepDays` of retention: those taken more than `keepDays` × 24 h
 * before `now`, except the newest sound one (the first of `backups`, newest first, for which `isSound`
 * holds), which is kept however old it is, so pruning never leaves the kitchen without a good backup.
 * `isSound` is asked only until it first says yes.
 */
export function backupsToPrune(
  backups: readonly BackupFile[],
  now: Date,
  keepDays: number,
  isSound: (file: string) => boolean,
): BackupFile[] {
  const newestSound = backups.find((backup) => isSound(backup.file));
  const cutoff = now.getTime() - keepDays * DAY_MS;
  return backups.filter((backup) => backup !== newestSound && backup.takenAt.getTime() < cutoff);
}

/**
 * Which backups on the remote to delete at `now` (D78): the same rule as the local folder's, with the
 * local folder as the judge of soundness. Those taken more than `keepDays` × 24 h before `now` go, except
 * any still kept locally (`keptLocally`: the file names left in BACKUP_DIR after its pruning, which
 * include the newest sound backup however old). Backups `remote` lists are names (backupsNamed).
 * A fresh server whose folder is empty therefore never deletes the remote's recent history.
 */
export function remoteBackupsToPrune(
  remote: readonly BackupFile[],
  now: Date,
  keepDays: number,
  keptLocally: ReadonlySet<string>,
): BackupFile[] {
  const cutoff = now.getTime() - keepDays * DAY_MS;
  return remote.filter((backup) => backup.takenAt.getTime() < cutoff && !keptLocally.has(backup.file));
}

/** A `.partial` copy older than this was cut short (a crash, a kill mid-copy) rather than being written now. */
const STALE_PARTIAL_MS = 60 * 60_000;

/**
 * Deletes the `rasoi-*.db.partial` / `rasoi-*.dump.partial` files in `dir` last written more than an hour before `nowMs` (file times
 * are the machine's, so `nowMs` is `Date.now()`): what a backup cut short left behind. Returns their paths.
 */
export function removeStalePartials(dir: string, nowMs: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!/^rasoi-.+\.(db|dump)\.partial$/.test(name)) continue;
    const file = path.join(dir, name);
    if (nowMs - fs.statSync(file).mtimeMs <= STALE_PARTIAL_MS) continue;
    fs.rmSync(file, { force: true });
    removed.push(file);
  }
  return removed;
}

export type BackupScheduleOptions = {
  /** DATA_DIR, holding rasoi.db (SQLite). */
  dataDir: string;
  /** DATABASE_URL: when set, the backup is `pg_dump -Fc` of this database instead of rasoi.db (D78). */
  databaseUrl?: string | undefined;
  /** BACKUP_REMOTE: the rclone remote path the backups are copied to after each backup; none when unset (D78). */
  remote?: string | null | undefined;
  /** How long one rclone command, or pg_dump, may run (tests shorten it); default RCLONE_TIMEOUT_MS / PG_DUMP_TIMEOUT_MS. */
  childTimeoutMs?: number;
  /** BACKUP_DIR. */
  backupDir: string;
  /** BACKUP_AT as minutes after the kitchen's local midnight. */
  atMinutes: number;
  /** BACKUP_KEEP_DAYS. */
  keepDays: number;
  timeZone: string;
  clock: Clock;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
  /**
   * Calls `check` every `everyMs` until the returned function is called; default setInterval, unref'd so it
   * never keeps the process alive. Tests pass their own to run the checks without waiting.
   */
  repeat?: (check: () => void, everyMs: number) => () => void;
};

/**
 * What one check did: the backup taken, the local files deleted, whether the backups reached BACKUP_REMOTE
 * (null: no remote set, or no backup taken) and the file names deleted there.
 */
export type BackupCheck = {
  tookBackup: string | null;
  pruned: string[];
  copiedOffsite: boolean | null;
  prunedRemote: string[];
};

export type BackupSchedule = {
  /** Takes a backup if one is due and prunes; never throws (a failure is logged and tried again at the next check). */
  check(): Promise<BackupCheck>;
  /** Stops the checks and waits for a backup under way, so the database can close after it. */
  stop(): Promise<void>;
};

/** How often the schedule looks whether a backup is due: the backup lands at most this long after BACKUP_AT. */
export const BACKUP_CHECK_EVERY_MS = 10 * 60_000;

const defaultRepeat = (check: () => void, everyMs: number) => {
  const timer = setInterval(check, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Starts the daily backup (D42): a first check at once (a server started after a missed BACKUP_AT backs
 * up now), then one every BACKUP_CHECK_EVERY_MS. Checks never overlap. Returns the running schedule.
 */
export function startBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  let running: Promise<BackupCheck> | null = null;

  const runCheck = async (): Promise<BackupCheck> => {
    const now = options.clock();
    const result: BackupCheck = { tookBackup: null, pruned: [], copiedOffsite: null, prunedRemote: [] };
    try {
      const newest = listBackups(options.backupDir)[0]?.takenAt ?? null;
      if (!isBackupDue(now, newest, options.atMinutes, options.timeZone)) return result;
      result.tookBackup = options.databaseUrl
        ? await backupPostgres(
            options.databaseUrl,
            options.backupDir,
            now,
            options.childTimeoutMs ?? PG_DUMP_TIMEOUT_MS,
          )
        : await backupSqlite(options.dataDir, now, options.backupDir);
      options.log.info(`Daily backup written to ${result.tookBackup}`);
      // The backup just taken passed its check before it got its name: checked again here it held the event
      // loop as long again (a SQLite integrity check of the whole file), for the same answer.
      const taken = result.tookBackup;
      const isSound = (file: string) => file === taken || isSoundBackupFile(file);
      for (const old of backupsToPrune(listBackups(options.backupDir), now, options.keepDays, isSound)) {
        fs.rmSync(old.file, { force: true });
        result.pruned.push(old.file);
      }
      if (result.pruned.length > 0) {
        options.log.info(`Deleted ${result.pruned.length} backup(s) older than ${options.keepDays} days`);
      }
      const unfinished = removeStalePartials(options.backupDir, Date.now());
      if (unfinished.length > 0) options.log.info(`Deleted ${unfinished.length} unfinished backup copy(ies)`);
      result.pruned.push(...unfinished);
    } catch (error) {
      options.log.error(
        `Daily backup failed (tried again in ${BACKUP_CHECK_EVERY_MS / 60_000} minutes): ${String(error)}`,
      );
    }
    if (result.tookBackup && options.remote) await copyOffsite(options.remote, now, result);
    return result;
  };

  /**
   * Copies the backups to `remote` and prunes it (D78). A failure is a warning: the local backup stays,
   * and the next night's copy takes the missed ones along. The remote is pruned only after a copy that
   * succeeded, so it always holds tonight's backup before anything there is deleted.
   */
  const copyOffsite = async (remote: string, now: Date, result: BackupCheck): Promise<void> => {
    const timeoutMs = options.childTimeoutMs ?? RCLONE_TIMEOUT_MS;
    try {
      await copyBackupsToRemote(options.backupDir, remote, timeoutMs);
      result.copiedOffsite = true;
      options.log.info('Backups copied to BACKUP_REMOTE');
    } catch (error) {
      result.copiedOffsite = false;
      options.log.warn(`Copying the backups to BACKUP_REMOTE failed (the local backup is kept): ${messageOf(error)}`);
      return;
    }
    try {
      const keptLocally = new Set(listBackups(options.backupDir).map((backup) => path.basename(backup.file)));
      const onRemote = backupsNamed(await listRemote(remote, timeoutMs));
      for (const old of remoteBackupsToPrune(onRemote, now, options.keepDays, keptLocally)) {
        await deleteRemoteFile(remote, old.file, timeoutMs);
        result.prunedRemote.push(old.file);
      }
      if (result.prunedRemote.length > 0) {
        options.log.info(
          `Deleted ${result.prunedRemote.length} backup(s) older than ${options.keepDays} days on BACKUP_REMOTE`,
        );
      }
    } catch (error) {
      options.log.warn(`Pruning the old backups on BACKUP_REMOTE failed: ${messageOf(error)}`);
    }
  };

  const check = (): Promise<BackupCheck> => {
    running ??= runCheck().finally(() => (running = null));
    return running;
  };

  const cancel = (options.repeat ?? defaultRepeat)(() => void check(), BACKUP_CHECK_EVERY_MS);
  void check();
  return {
    check,
    async stop() {
      cancel();
      await running;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
