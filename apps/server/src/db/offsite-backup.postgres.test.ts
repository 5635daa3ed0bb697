import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '../../test/build-test-app.ts';
import { startLocalSftp, type LocalSftp } from '../../test/rclone-sftp.ts';
import { seedOrders } from '../../test/seed-orders.ts';
import { listBackups, startBackupSchedule } from './backup-schedule.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { backupPostgres, pgConnection } from './pg-backup.ts';
import { DRILL_TABLES, restoreDrill } from './restore-drill.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * The nightly PostgreSQL backup (issue 30 finding 16, D78): with DATABASE_URL set the daily backup is a
 * custom-format `pg_dump` in BACKUP_DIR, copied to BACKUP_REMOTE (a real SFTP server on this machine),
 * that restores into an empty database with every row, and that the restore drill verifies. The kitchen's
 * database here is a database of its own on the test server, dropped afterwards.
 */
/** pg_dump, pg_restore and rclone are child processes each: seconds apiece on a busy machine. */
const SLOW = 180_000;
const HALF_PAST_THREE = 3 * 60 + 30;
const DAY = 24 * 60 * 60 * 1000;

const adminUrl = process.env.TEST_DATABASE_URL!;
const suffix = randomBytes(5).toString('hex');
const kitchenDb = `rasoi_backup_${suffix}`;
const restoredDb = `rasoi_restored_${suffix}`;
const urlOf = (database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

let sftp: LocalSftp;
let folder: string;
beforeAll(async () => {
  sftp = await startLocalSftp('rasoipgtest');
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-pg-backup-'));
  await adminQuery(adminUrl, `create database ${kitchenDb}`);
  await adminQuery(adminUrl, `create database ${restoredDb}`);
  const db = connectDatabase({ databaseUrl: urlOf(kitchenDb), dataDir: folder });
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, new Date());
    await seedOrders(db, 15, { customers: 4 });
  } finally {
    await db.destroy();
  }
}, SLOW);
afterAll(async () => {
  await sftp?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  await adminQuery(adminUrl, `drop database if exists ${kitchenDb} with (force)`);
  await adminQuery(adminUrl, `drop database if exists ${restoredDb} with (force)`);
});

async function countsIn(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of DRILL_TABLES) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
      counts[table] = Number(rows[0]!.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

function pgRestore(file: string, url: string): Promise<void> {
  const { dbnameArg, env } = pgConnection(url);
  return new Promise((resolve, reject) => {
    execFile('pg_restore', ['--no-owner', dbnameArg, file], { env: { ...process.env, ...env } }, (error, _o, stderr) =>
      error ? reject(new Error(`pg_restore failed: ${stderr}`)) : resolve(),
    );
  });
}

describe('the nightly PostgreSQL backup', () => {
  it(
    'dumps with pg_dump -Fc into BACKUP_DIR, copies it off the machine, restores every row, and passes the drill',
    async () => {
      const backupDir = path.join(folder, 'backups');
      const logged: string[] = [];
      const taken = new Date('2026-11-20T22:10:00Z');
      let now = taken;
      const schedule = startBackupSchedule({
        dataDir: folder,
        databaseUrl: urlOf(kitchenDb),
        remote: 'rasoipgtest:kitchen',
        backupDir,
        atMinutes: HALF_PAST_THREE,
        keepDays: 1,
        timeZone: 'Asia/Kolkata',
        clock: () => now,
        log: {
          info: (line) => logged.push(`info: ${line}`),
          warn: (line) => logged.push(`warn: ${line}`),
          error: (line) => logged.push(`error: ${line}`),
        },
        repeat: () => () => undefined,
      });
      const first = await schedule.check();
      expect(first.tookBackup).toBe(path.join(backupDir, 'rasoi-2026-11-20T22-10-00-000Z.dump'));
      expect(fs.readFileSync(first.tookBackup!).subarray(0, 5).toString('latin1')).toBe('PGDMP');
      expect(first.copiedOffsite).toBe(true);
      expect(fs.readdirSync(path.join(sftp.root, 'kitchen'))).toEqual(['rasoi-2026-11-20T22-10-00-000Z.dump']);

      // Two nights later: the first dump aged past BACKUP_KEEP_DAYS=1 and went from both places.
      now = new Date(taken.getTime() + DAY);
      await schedule.check();
      now = new Date(taken.getTime() + 2 * DAY);
      const third = await schedule.check();
      await schedule.stop();
      expect(third.pruned).toEqual([first.tookBackup]);
      expect(third.prunedRemote).toEqual(['rasoi-2026-11-20T22-10-00-000Z.dump']);
      const kept = listBackups(backupDir).map((backup) => path.basename(backup.file));
      expect(kept).toHaveLength(2);
      expect(fs.readdirSync(path.join(sftp.root, 'kitchen')).sort()).toEqual([...kept].sort());
      expect(logged.filter((line) => !line.startsWith('info: '))).toEqual([]);

      // The dump restores into an empty database with every row.
      const live = await countsIn(urlOf(kitchenDb));
      expect(live.orders).toBe(15);
      await pgRestore(third.tookBackup!, urlOf(restoredDb));
      expect(await countsIn(urlOf(restoredDb))).toEqual(live);

      // The drill fetches the newest remote dump and reads every row of it back.
      const tmpRoot = path.join(folder, 'drill');
      fs.mkdirSync(tmpRoot);
      const report = await restoreDrill('rasoipgtest:kitchen', { tmpRoot });
      expect(report).toMatchObject({ name: path.basename(third.tookBackup!), engine: 'postgres', remoteBackups: 2 });
      expect(report.counts).toEqual(live);
      expect(fs.readdirSync(tmpRoot)).toEqual([]);
    },
    SLOW,
  );

  it(
    'fails the drill on a damaged dump',
    async () => {
      const remoteDir = path.join(sftp.root, 'damaged');
      fs.mkdirSync(remoteDir, { recursive: true });
      fs.writeFileSync(path.join(remoteDir, 'rasoi-2026-11-21T22-10-00-000Z.dump'), 'PGDMP but nothing after it');
      await expect(restoreDrill('rasoipgtest:damaged')).rejects.toThrow(/pg_restore exited/);
    },
    SLOW,
  );

  it(
    'never puts the database password on pg_dump’s command line or in the error it logs',
    async () => {
      const url = 'postgres://rasoi:s3cr%40t-pw@127.0.0.1:1/rasoi?sslmode=disable';
      expect(pgConnection(url)).toEqual({
        dbnameArg: '--dbname=postgres://rasoi@127.0.0.1:1/rasoi?sslmode=disable',
        env: { PGPASSWORD: 's3cr@t-pw' },
      });
      const failure = backupPostgres(url, path.join(folder, 'unreachable'));
      await expect(failure).rejects.toThrow(/pg_dump exited/);
      const message = await failure.catch((error: Error) => error.message);
      expect(message).not.toMatch(/s3cr/);
      // Nothing that looks like a backup is left behind.
      expect(listBackups(path.join(folder, 'unreachable'))).toEqual([]);
      expect(fs.readdirSync(path.join(folder, 'unreachable'))).toEqual([]);
    },
    SLOW,
  );
});
