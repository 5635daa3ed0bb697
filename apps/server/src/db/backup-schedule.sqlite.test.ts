import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process.ts';
import { loadConfig } from '../config.ts';
import {
  BACKUP_CHECK_EVERY_MS,
  backupsToPrune,
  isBackupDue,
  lastScheduledMoment,
  listBackups,
  removeStalePartials,
  startBackupSchedule,
  type BackupFile,
} from './backup-schedule.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

/**
 * The daily SQLite backup (issue 13, docs/decisions/0042): when it is due on the kitchen's clock, which
 * old backups go, and that the running schedule takes one a day and keeps BACKUP_KEEP_DAYS of them.
 * Time moves through the schedule's clock; the periodic check is run by the test, never waited for.
 */
const DAY = 24 * 60 * 60 * 1000;
const HALF_PAST_THREE = 3 * 60 + 30;
const IST = 'Asia/Kolkata';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-backup-schedule-'));
  folders.push(folder);
  return folder;
}

describe('when the daily backup is due', () => {
  it('is at BACKUP_AT on the kitchen’s clock: today’s once it has come, else yesterday’s', () => {
    // 02:30 in Kolkata on the 24th: today's 03:30 has not come, so the last one was the 23rd's.
    expect(lastScheduledMoment(new Date('2026-11-23T21:00:00Z'), HALF_PAST_THREE, IST)).toEqual(
      new Date('2026-11-22T22:00:00Z'),
    );
    // 03:30 sharp in Kolkata on the 24th is itself the moment.
    expect(lastScheduledMoment(new Date('2026-11-23T22:00:00Z'), HALF_PAST_THREE, IST)).toEqual(
      new Date('2026-11-23T22:00:00Z'),
    );
  });

  it('is due with no backup yet, or when the newest was taken before the last scheduled moment', () => {
    const now = new Date('2026-11-23T22:10:00Z'); // 03:40 in Kolkata
    expect(isBackupDue(now, null, HALF_PAST_THREE, IST)).toBe(true);
    expect(isBackupDue(now, new Date('2026-11-23T21:59:59Z'), HALF_PAST_THREE, IST)).toBe(true);
    expect(isBackupDue(now, new Date('2026-11-23T22:00:00Z'), HALF_PAST_THREE, IST)).toBe(false);
    // A server down for days backs up at its first check, not at the next 03:30.
    expect(isBackupDue(now, new Date('2026-11-19T22:00:00Z'), HALF_PAST_THREE, IST)).toBe(true);
  });
});

describe('which backups are deleted', () => {
  const now = new Date('2026-11-23T22:00:00Z');
  const daysAgo = (days: number): BackupFile => ({
    file: `/b/${days}`,
    takenAt: new Date(now.getTime() - days * DAY),
  });

  it('deletes those taken more than BACKUP_KEEP_DAYS × 24 h ago, keeping one exactly that old', () => {
    const backups = [0, 1, 13, 14, 14.01, 15, 40].map(daysAgo);
    expect(backupsToPrune(backups, now, 14, () => true).map((backup) => backup.file)).toEqual([
      '/b/14.01',
      '/b/15',
      '/b/40',
    ]);
  });

  it('never deletes the newest sound backup, however old, and asks about soundness only until one is sound', () => {
    // A server off for a month whose last copy is damaged: the one before it stays.
    const backups = [30, 31, 32].map(daysAgo);
    const asked: string[] = [];
    const isSound = (file: string) => {
      asked.push(file);
      return file !== '/b/30';
    };
    expect(backupsToPrune(backups, now, 14, isSound).map((backup) => backup.file)).toEqual(['/b/30', '/b/32']);
    expect(asked).toEqual(['/b/30', '/b/31']);
  });

  it('keeps everything within the window, even when none is sound', () => {
    expect(backupsToPrune([1, 2].map(daysAgo), now, 14, () => false)).toEqual([]);
  });
});

describe('a copy cut short', () => {
  it('is deleted once it is more than an hour old, never while it may still be being written', () => {
    const dir = tempFolder();
    const stale = path.join(dir, 'rasoi-2026-11-20T22-00-00-000Z.db.partial');
    const fresh = path.join(dir, 'rasoi-2026-11-23T22-00-00-000Z.db.partial');
    const other = path.join(dir, 'notes.partial');
    for (const file of [stale, fresh, other]) fs.writeFileSync(file, 'half a database');
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 60 * 60_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(other, twoHoursAgo, twoHoursAgo);

    expect(removeStalePartials(dir, now)).toEqual([stale]);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(other)).toBe(true);
    // A copy cut short never counts as a backup.
    expect(listBackups(dir)).toEqual([]);
  });
});

describe('the running schedule', () => {
  async function kitchenDatabase(): Promise<string> {
    const dataDir = tempFolder();
    const db = connectDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    await migrateToLatest(db);
    await db.destroy();
    return dataDir;
  }

  /** A schedule on a clock the test moves, whose periodic check the test runs. */
  function scheduleAt(dataDir: string, start: Date, keepDays = 14) {
    let now = start;
    let tick: (() => void) | undefined;
    let every = 0;
    const logged: string[] = [];
    const schedule = startBackupSchedule({
      dataDir,
      backupDir: path.join(dataDir, 'backups'),
      atMinutes: HALF_PAST_THREE,
      keepDays,
      timeZone: IST,
      clock: () => now,
      log: {
        info: (line) => logged.push(line),
        warn: (line) => logged.push(`warn: ${line}`),
        error: (line) => logged.push(`error: ${line}`),
      },
      repeat: (check, everyMs) => {
        tick = check;
        every = everyMs;
        return () => (tick = undefined);
      },
    });
    return {
      schedule,
      logged,
      every: () => every,
      /** Moves the clock to `at` and runs one periodic check; resolves with what it did. */
      async checkAt(at: Date) {
        now = at;
        tick!();
        return schedule.check();
      },
    };
  }

  it('backs up at start when there is no backup, then once a day after BACKUP_AT, in the backup folder', async () => {
    const dataDir = await kitchenDatabase();
    const start = new Date('2026-11-23T21:00:00Z'); // 02:30 in Kolkata
    const run = scheduleAt(dataDir, start);
    const first = await run.schedule.check();
    expect(first.tookBackup).toBe(path.join(dataDir, 'backups', 'rasoi-2026-11-23T21-00-00-000Z.db'));
    expect(run.every()).toBe(BACKUP_CHECK_EVERY_MS);

    expect((await run.checkAt(new Date('2026-11-23T21:50:00Z'))).tookBackup).toBeNull(); // 03:20
    const due = await run.checkAt(new Date('2026-11-23T22:10:00Z')); // 03:40
    expect(due.tookBackup).toBe(path.join(dataDir, 'backups', 'rasoi-2026-11-23T22-10-00-000Z.db'));
    expect((await run.checkAt(new Date('2026-11-23T22:20:00Z'))).tookBackup).toBeNull();
    expect(listBackups(path.join(dataDir, 'backups'))).toHaveLength(2);
    expect(run.logged).toContain(`Daily backup written to ${due.tookBackup}`);
    await run.schedule.stop();
  });

  it('keeps BACKUP_KEEP_DAYS of daily backups as the days go by', async () => {
    const dataDir = await kitchenDatabase();
    const first = new Date('2026-11-01T22:10:00Z');
    const run = scheduleAt(dataDir, first, 3);
    await run.schedule.check();
    for (let day = 1; day <= 6; day += 1) await run.checkAt(new Date(first.getTime() + day * DAY));

    const kept = listBackups(path.join(dataDir, 'backups')).map((backup) => backup.takenAt.toISOString());
    // Day 6's backup and the three days before it; days 0 to 2 were deleted as they aged past 3 days.
    expect(kept).toEqual([
      '2026-11-07T22:10:00.000Z',
      '2026-11-06T22:10:00.000Z',
      '2026-11-05T22:10:00.000Z',
      '2026-11-04T22:10:00.000Z',
    ]);
    await run.schedule.stop();
  });

  it('leaves the server answering while it copies and checks a big database (issue 26)', async () => {
    const dataDir = await kitchenDatabase();
    // About 40 MB: the copy and its integrity checks on the event loop held every request for their length.
    const filler = new SqliteDatabase(path.join(dataDir, 'rasoi.db'));
    filler.exec(`create table filler (b blob);
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 4000)
      insert into filler select randomblob(10000) from n`);
    filler.close();
    let longest = 0;
    let last = performance.now();
    const ticks = setInterval(() => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
    }, 1);
    const started = performance.now();
    const run = scheduleAt(dataDir, new Date('2026-11-23T22:10:00Z'));
    try {
      const check = await run.schedule.check();
      const took = performance.now() - started;
      // One more turn of the timers, so a stretch that held the loop until the check's end is counted.
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(check.tookBackup).not.toBeNull();
      expect(check.pruned).toEqual([]);
      // The event loop turned all along: no one stretch held a quarter of the check.
      expect(longest).toBeLessThan(took / 4);
    } finally {
      clearInterval(ticks);
      await run.schedule.stop();
    }
  });

  it('logs a backup that fails, keeps the old ones and tries again at the next check', async () => {
    const dataDir = tempFolder(); // no database in it
    const old = path.join(dataDir, 'backups', 'rasoi-2026-10-01T22-00-00-000Z.db');
    fs.mkdirSync(path.dirname(old), { recursive: true });
    fs.writeFileSync(old, 'an old backup');
    const run = scheduleAt(dataDir, new Date('2026-11-23T22:10:00Z'));
    expect(await run.schedule.check()).toEqual({ tookBackup: null, pruned: [], copiedOffsite: null, prunedRemote: [] });
    expect(run.logged.join('\n')).toMatch(/^error: Daily backup failed .*No database at/);
    expect(fs.existsSync(old)).toBe(true);
    await run.schedule.stop();
  });
});

describe('the server', () => {
  it('takes its first daily backup by itself, with no setting given', async () => {
    const dataDir = tempFolder();
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'none') });
    try {
      const backups = path.join(dataDir, 'backups');
      await expect.poll(() => listBackups(backups).length, { timeout: 10_000 }).toBe(1);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
