import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, configureSftpRemote, startLocalSftp, type LocalSftp } from '../../test/rclone-sftp.ts';
import { seedOrders } from '../../test/seed-orders.ts';
import { loadConfig } from '../config.ts';
import { listBackups, remoteBackupsToPrune, startBackupSchedule, type BackupFile } from './backup-schedule.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { DRILL_TABLES, restoreDrill } from './restore-drill.ts';
import { seedIfEmpty } from './seed.ts';
import { SqliteDatabase } from './sqlite-driver.ts';

/**
 * The off-machine copy of the SQLite backups and the restore drill (issue 30 finding 16, D78), against a
 * real SFTP server on this machine (`rclone serve sftp`): each daily backup reaches the remote, the remote
 * keeps what BACKUP_KEEP_DAYS keeps, the drill brings the newest back and checks it, and a remote that
 * cannot be reached costs a warning, never the local backup.
 */
const DAY = 24 * 60 * 60 * 1000;
/** Each rclone command is a child process of its own (an SSH login each): a few seconds per night on a busy machine. */
const SLOW = 180_000;
const HALF_PAST_THREE = 3 * 60 + 30;
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let sftp: LocalSftp;
beforeAll(async () => {
  sftp = await startLocalSftp('rasoitest');
});
afterAll(async () => {
  await sftp?.stop();
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-offsite-'));
  folders.push(folder);
  return folder;
}

/** A migrated, seeded kitchen database with some orders; returns its data folder. */
async function kitchenDatabase(): Promise<string> {
  const dataDir = tempFolder();
  const db = connectDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  await migrateToLatest(db);
  await seedIfEmpty(db, new Date());
  await seedOrders(db, 12, { customers: 3 });
  await db.destroy();
  return dataDir;
}

function liveCounts(dataDir: string): Record<string, number> {
  const db = new SqliteDatabase(path.join(dataDir, 'rasoi.db'), { readonly: true });
  try {
    return Object.fromEntries(
      DRILL_TABLES.map((table) => [table, (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

/** A schedule with BACKUP_REMOTE = `remote` on a clock the test moves; logs collected with their level. */
function scheduleAt(dataDir: string, remote: string, start: Date, keepDays = 1) {
  let now = start;
  const logged: string[] = [];
  const schedule = startBackupSchedule({
    dataDir,
    remote,
    backupDir: path.join(dataDir, 'backups'),
    atMinutes: HALF_PAST_THREE,
    keepDays,
    timeZone: 'Asia/Kolkata',
    clock: () => now,
    log: {
      info: (line) => logged.push(`info: ${line}`),
      warn: (line) => logged.push(`warn: ${line}`),
      error: (line) => logged.push(`error: ${line}`),
    },
    repeat: () => () => undefined,
  });
  return {
    schedule,
    logged,
    async checkAt(at: Date) {
      now = at;
      return schedule.check();
    },
  };
}

const remoteNames = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);
const localNames = (dataDir: string) =>
  listBackups(path.join(dataDir, 'backups'))
    .map((backup) => path.basename(backup.file))
    .sort();

describe('the nightly copy off the machine', () => {
  it(
    'copies each daily backup to BACKUP_REMOTE and keeps there exactly what the local folder keeps',
    async () => {
      const dataDir = await kitchenDatabase();
      const remoteDir = path.join(sftp.root, 'kitchen-a');
      const first = new Date('2026-11-01T22:10:00Z');
      const run = scheduleAt(dataDir, 'rasoitest:kitchen-a', first);
      const day0 = await run.schedule.check();
      expect(day0.copiedOffsite).toBe(true);
      expect(remoteNames(remoteDir)).toEqual([path.basename(day0.tookBackup!)]);
      // Byte for byte the local backup.
      expect(fs.readFileSync(path.join(remoteDir, path.basename(day0.tookBackup!)))).toEqual(
        fs.readFileSync(day0.tookBackup!),
      );

      const pruned: string[] = [];
      for (let day = 1; day <= 3; day += 1) {
        const result = await run.checkAt(new Date(first.getTime() + day * DAY));
        expect(result.copiedOffsite).toBe(true);
        pruned.push(...result.prunedRemote);
      }
      // Days 0 and 1 aged past BACKUP_KEEP_DAYS=1 and went from both places; days 2 and 3 are in both.
      expect(localNames(dataDir)).toEqual(['rasoi-2026-11-03T22-10-00-000Z.db', 'rasoi-2026-11-04T22-10-00-000Z.db']);
      expect(remoteNames(remoteDir)).toEqual(localNames(dataDir));
      expect(pruned).toEqual(['rasoi-2026-11-01T22-10-00-000Z.db', 'rasoi-2026-11-02T22-10-00-000Z.db']);
      expect(run.logged.filter((line) => !line.startsWith('info: '))).toEqual([]);
      await run.schedule.stop();
    },
    SLOW,
  );

  it(
    'logs a remote it cannot reach as a warning, keeps the local backup, and catches up the next night',
    async () => {
      const dataDir = await kitchenDatabase();
      configureSftpRemote('rasoidown', await closedPort());
      const first = new Date('2026-11-10T22:10:00Z');
      const down = scheduleAt(dataDir, 'rasoidown:kitchen-b', first);
      const failed = await down.schedule.check();
      expect(failed.copiedOffsite).toBe(false);
      expect(fs.existsSync(failed.tookBackup!)).toBe(true);
      expect(down.logged).toContain(`info: Daily backup written to ${failed.tookBackup}`);
      expect(down.logged.filter((line) => line.startsWith('warn: '))).toEqual([
        expect.stringMatching(
          /^warn: Copying the backups to BACKUP_REMOTE failed \(the local backup is kept\): rclone /,
        ),
      ]);
      expect(down.logged.some((line) => line.startsWith('error: '))).toBe(false);
      await down.schedule.stop();

      // The next night the remote answers: both nights' backups reach it.
      const up = scheduleAt(dataDir, 'rasoitest:kitchen-b', new Date(first.getTime() + DAY));
      const caughtUp = await up.schedule.check();
      expect(caughtUp.copiedOffsite).toBe(true);
      expect(remoteNames(path.join(sftp.root, 'kitchen-b'))).toEqual(localNames(dataDir));
      expect(localNames(dataDir)).toHaveLength(2);
      await up.schedule.stop();
    },
    SLOW,
  );

  it('never deletes on the remote what is recent, nor the newest sound backup the local folder still keeps', () => {
    const now = new Date('2026-11-23T22:00:00Z');
    const named = (days: number): BackupFile => ({
      file: `rasoi-${new Date(now.getTime() - days * DAY).toISOString().replace(/[:.]/g, '-')}.db`,
      takenAt: new Date(now.getTime() - days * DAY),
    });
    const remote = [0, 2, 20, 30, 40].map(named);
    // The local folder kept day 30's as its newest sound backup (the ones after it were damaged).
    const kept = new Set([named(0).file, named(30).file]);
    expect(remoteBackupsToPrune(remote, now, 14, kept).map((backup) => backup.file)).toEqual([
      named(20).file,
      named(40).file,
    ]);
    // A new machine with an empty folder deletes only what is older than the window.
    expect(remoteBackupsToPrune(remote, now, 14, new Set())).toHaveLength(3);
  });
});

describe('the restore drill', () => {
  it(
    'fetches the newest remote backup into a temporary folder, checks it, counts its rows and cleans up',
    async () => {
      const dataDir = await kitchenDatabase();
      const run = scheduleAt(dataDir, 'rasoitest:kitchen-c', new Date('2026-11-20T22:10:00Z'));
      await run.schedule.check();
      const newest = await run.checkAt(new Date('2026-11-21T22:10:00Z'));
      await run.schedule.stop();

      const tmpRoot = tempFolder();
      const report = await restoreDrill('rasoitest:kitchen-c', { tmpRoot });
      expect(report).toMatchObject({
        name: path.basename(newest.tookBackup!),
        engine: 'sqlite',
        remoteBackups: 2,
        takenAt: new Date('2026-11-21T22:10:00Z'),
      });
      expect(report.counts).toEqual(liveCounts(dataDir));
      expect(report.counts.orders).toBe(12);
      expect(fs.readdirSync(tmpRoot)).toEqual([]);
    },
    SLOW,
  );

  it(
    'fails, naming why, when the newest remote copy is damaged or the remote holds none, and cleans up',
    async () => {
      const remoteDir = path.join(sftp.root, 'kitchen-d');
      fs.mkdirSync(remoteDir, { recursive: true });
      const tmpRoot = tempFolder();
      await expect(restoreDrill('rasoitest:kitchen-d', { tmpRoot })).rejects.toThrow(/holds no Rasoi backup/);

      fs.writeFileSync(path.join(remoteDir, 'rasoi-2026-11-21T22-10-00-000Z.db'), 'not a database at all');
      await expect(restoreDrill('rasoitest:kitchen-d', { tmpRoot })).rejects.toThrow(/not a database/);
      expect(fs.readdirSync(tmpRoot)).toEqual([]);

      await expect(restoreDrill('rasoitest:no-such-folder', { tmpRoot })).rejects.toThrow(/rclone exited/);
    },
    SLOW,
  );

  it(
    'is the npm run restore-drill command: prints what it found and exits 0, or 1 with the reason',
    async () => {
      const dataDir = await kitchenDatabase();
      const run = scheduleAt(dataDir, 'rasoitest:kitchen-e', new Date('2026-11-22T22:10:00Z'));
      const taken = await run.schedule.check();
      await run.schedule.stop();

      const drill = (env: Record<string, string>) =>
        new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
          execFile(
            process.execPath,
            ['--import', 'tsx', 'scripts/restore-drill.ts'],
            { cwd: SERVER_DIR, env: { ...process.env, DATA_DIR: dataDir, ...env } },
            (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
          );
        });
      const [passed, failed] = await Promise.all([
        drill({ BACKUP_REMOTE: 'rasoitest:kitchen-e' }),
        drill({ BACKUP_REMOTE: 'rasoitest:kitchen-empty' }),
      ]);
      expect(passed.code).toBe(0);
      expect(passed.stdout).toContain(`Newest of 1 backup(s) on BACKUP_REMOTE: ${path.basename(taken.tookBackup!)}`);
      expect(passed.stdout).toContain('SQLite integrity check: ok');
      expect(passed.stdout).toMatch(/orders +12 rows/);

      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/^Restore drill FAILED: /);
    },
    SLOW,
  );
});
