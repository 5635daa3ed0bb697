import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * Migrated template databases for test apps (issue 25, D87). Running the 29 migrations took most of a test
 * app's start; now they run once per migration set and every test file starts from a copy:
 * SQLite a file copy, PostgreSQL `CREATE DATABASE ... TEMPLATE`. A template holds the schema only; each
 * test app still seeds its own copy at its own clock (build-test-app.ts), so seeded times are the test's.
 *
 * Templates are named by a hash of the migrations' source, so a changed migration makes a new template and
 * two test runs of different checkouts on one machine or one PostgreSQL server never share a wrong one.
 * Tests of the migrations themselves (backup, restore, offsite) still run them on their own databases.
 */

const DB_DIR = path.join(import.meta.dirname, '../src/db');

/** Hash of every migration's source and the list that orders them (migrate.ts), 12 hex digits. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const migrations = path.join(DB_DIR, 'migrations');
  for (const name of fs.readdirSync(migrations).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(migrations, name)));
  }
  hash.update(fs.readFileSync(path.join(DB_DIR, 'migrate.ts')));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Writes a migrated SQLite database to `target` (a file that must not exist), copied from the template in
 * the system's temp folder, which is made on first use. Test files in parallel may both make it: each
 * builds its own file and renames it into place, and a rename replaces atomically.
 */
export async function copySqliteTemplate(target: string): Promise<void> {
  const template = path.join(os.tmpdir(), `rasoi-test-template-${migrationsHash()}.db`);
  if (!fs.existsSync(template)) {
    const building = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-test-template-'));
    try {
      const db = connectDatabase({ dataDir: building, databaseUrl: undefined });
      await migrateToLatest(db);
      // Closing the last connection checkpoints the write-ahead log into the file, so the file is whole.
      await db.destroy();
      fs.renameSync(path.join(building, 'rasoi.db'), template);
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  fs.copyFileSync(template, target);
}

/**
 * Creates a new PostgreSQL database, migrated, on the server of `adminUrl` from the template for these
 * migrations (made on first use, under an advisory lock so test files and concurrent runs take turns).
 * Answers the new database's URL; `drop()` removes it, ending any connection left to it.
 */
export async function createPostgresFromTemplate(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `rasoi_tpl_${migrationsHash()}`;
  const name = `rasoi_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(7301002)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) await buildPostgresTemplate(admin, adminUrl, template);
    await admin.query(`create database ${name} template ${template}`);
  });
  const url = databaseUrl(adminUrl, name);
  return {
    url,
    drop: () => withAdmin(adminUrl, (admin) => dropWhenUnused(admin, name)),
  };
}

/** Migrates a database under a building name and renames it to `template`: a template is never half made. */
async function buildPostgresTemplate(admin: pg.Client, adminUrl: string, template: string): Promise<void> {
  const building = `${template}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const db = connectDatabase({ databaseUrl: databaseUrl(adminUrl, building), dataDir: '' });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
  // Only ever copied: nobody may connect to it (a connection would make `create database ... template` fail).
  await admin.query(`alter database ${template} with is_template true allow_connections false`);
}

/**
 * Drops database `name` once its last session has gone, waiting up to 3 s: a connection still closing, or
 * a pool a test left open, is not ended under its feet (its pool would log the ended connection). Past
 * that, the sessions left are ended by force.
 */
async function dropWhenUnused(admin: pg.Client, name: string): Promise<void> {
  const until = Date.now() + 3000;
  for (;;) {
    const { rows } = await admin.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]!.sessions === 0 || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
