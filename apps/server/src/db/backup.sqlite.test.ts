import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-driver.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { backupSqlite, restoreSqlite, sqliteFileOf } from './backup.ts';
import { connectDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * npm run backup / npm run restore (issue 7): a backup taken while orders are being written is a
 * consistent database, and restoring it puts exactly its rows back, keeping the replaced database.
 * SQLite only (PostgreSQL is backed up with pg_dump).
 */
let dataDir: string;
let db: Kysely<Database>;
let app: FastifyInstance;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-backup-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'none') });
  db = connectDatabase(config);
  await migrateToLatest(db);
  await seedIfEmpty(db, new Date());
  app = await buildApp(config, { db });
});
afterAll(async () => {
  await app?.close();
  await db?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const TABLES = ['users', 'sessions', 'addresses', 'orders', 'order_meals', 'coupons'] as const;

function countsIn(file: string): Record<string, number> {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    return Object.fromEntries(
      TABLES.map((table) => [table, (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n]),
    );
  } finally {
    sqlite.close();
  }
}

describe('backup and restore', () => {
  it('backs up while rows are being written, then restores exactly the backup, keeping the replaced database', async () => {
    // A writer: customers inserted, one transaction each, as fast as the database takes them.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await db.transaction().execute(async (trx) => {
          const id = `${Date.now().toString(16)}${written.toString(16).padStart(8, '0')}`.slice(-24).padStart(24, '0');
          await trx
            .insertInto('users')
            .values({
              id,
              mobile: `8${String(written).padStart(9, '0')}`,
              role: 'customer',
              pin_hash: null,
              created_at: new Date().toISOString(),
            })
            .execute();
        });
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // Backed up while writes run: some before it, and (two more commits, so one began after it) some after.
    await vi.waitFor(() => expect(written).toBeGreaterThan(0));
    const backup = await backupSqlite(dataDir);
    const atBackup = written;
    await vi.waitFor(() => expect(written).toBeGreaterThan(atBackup + 1));
    writing = false;
    await writer;

    expect(path.dirname(backup)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(backup)).toMatch(/^rasoi-\d{4}-\d\d-\d\dT[\d-]+Z\.db$/);
    const inBackup = countsIn(backup);
    const live = countsIn(sqliteFileOf(dataDir));
    // Taken mid-run: some of the users, not none and not all.
    expect(inBackup.users).toBeGreaterThan(0);
    expect(inBackup.users).toBeLessThan(live.users!);

    // Restore with the server stopped.
    await app.close();
    await db.destroy();
    const { keptAs } = restoreSqlite(dataDir, backup);
    expect(fs.existsSync(`${sqliteFileOf(dataDir)}-wal`)).toBe(false);
    expect(countsIn(sqliteFileOf(dataDir))).toEqual(inBackup);
    expect(keptAs).not.toBeNull();
    expect(countsIn(keptAs!)).toEqual(live);

    // The restored database serves again.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dataDir, 'none') });
    db = connectDatabase(config);
    await migrateToLatest(db);
    app = await buildApp(config, { db });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('refuses to restore a file that is not a sound Rasoi database', () => {
    const junk = path.join(dataDir, 'junk.db');
    fs.writeFileSync(junk, 'not a database');
    expect(() => restoreSqlite(dataDir, junk)).toThrow();
    const empty = path.join(dataDir, 'empty.db');
    new SqliteDatabase(empty).close();
    expect(() => restoreSqlite(dataDir, empty)).toThrow(/not a Rasoi database/);
    expect(fs.existsSync(sqliteFileOf(dataDir))).toBe(true);
  });
});
