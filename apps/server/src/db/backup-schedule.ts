import fs from 'node:fs';
import path from 'node:path';
import { timeFrameRange } from '@rasoi/domain/time-frame';
import type { Clock } from '../lib/clock.ts';
import { backupSqlite, isSoundBackup } from './backup.ts';

/**
 * The daily SQLite backup inside the server (docs/decisions.md D42, docs/deploy.md 'Backups'): once a
 * day, at `BACKUP_AT` on the kitchen's clock (or at the next check after it, e.g. when the server was
 * down then), an online backup into `BACKUP_DIR`, then the backups older than `BACKUP_KEEP_DAYS` are
 * deleted, never the newest sound one.
 */

/** A backup file in the backup folder and the instant its name says it was taken. */
export type BackupFile = { file: string; takenAt: Date };

/** rasoi-<ISO time with ':' and '.' as '-'>.db, as backupSqlite names them. */
const BACKUP_NAME = /^rasoi-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lists the backups in `dir` (files named as backupSqlite names them), newest first; none if the folder is missing. */
export function listBackups(dir: string): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  const backups: BackupFile[] = [];
  for (const name of fs.readdirSync(dir)) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const takenAt = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
    if (!Number.isNaN(takenAt.getTime())) backups.push({ file: path.join(dir, name), takenAt });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
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

/** A `.partial` copy older than this was cut short (a crash, a kill mid-copy) rather than being written now. */
const STALE_PARTIAL_MS = 60 * 60_000;

/**
 * Deletes the `rasoi-*.db.partial` files in `dir` last written more than an hour before `nowMs` (file times
 * are the machine's, so `nowMs` is `Date.now()`): what a backup cut short left behind. Returns their paths.
 */
export function removeStalePartials(dir: string, nowMs: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!/^rasoi-.+\.db\.partial$/.test(name)) continue;
    const file = path.join(dir, name);
    if (nowMs - fs.statSync(file).mtimeMs <= STALE_PARTIAL_MS) continue;
    fs.rmSync(file, { force: true });
    removed.push(file);
  }
  return removed;
}

export type BackupScheduleOptions = {
  /** DATA_DIR, holding rasoi.db. */
  dataDir: string;
  /** BACKUP_DIR. */
  backupDir: string;
  /** BACKUP_AT as minutes after the kitchen's local midnight. */
  atMinutes: number;
  /** BACKUP_KEEP_DAYS. */
  keepDays: number;
  timeZone: string;
  clock: Clock;
  log: { info(message: string): void; error(message: string): void };
  /**
   * Calls `check` every `everyMs` until the returned function is called; default setInterval, unref'd so it
   * never keeps the process alive. Tests pass their own to run the checks without waiting.
   */
  repeat?: (check: () => void, everyMs: number) => () => void;
};

/** What one check did. */
export type BackupCheck = { tookBackup: string | null; pruned: string[] };

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
    const result: BackupCheck = { tookBackup: null, pruned: [] };
    try {
      const newest = listBackups(options.backupDir)[0]?.takenAt ?? null;
      if (!isBackupDue(now, newest, options.atMinutes, options.timeZone)) return result;
      result.tookBackup = await backupSqlite(options.dataDir, now, options.backupDir);
      options.log.info(`Daily backup written to ${result.tookBackup}`);
      for (const old of backupsToPrune(listBackups(options.backupDir), now, options.keepDays, isSoundBackup)) {
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
    return result;
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
