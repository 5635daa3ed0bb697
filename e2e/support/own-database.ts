import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/**
 * The journeys on PostgreSQL (D90): with E2E_DATABASE_URL set (a server the journeys may create databases
 * on, e.g. postgres://postgres@127.0.0.1:5432/test), every server a journey starts keeps its data in a
 * database of its own, named after its data folder and this run, created here if missing; without it
 * they keep SQLite in the data folder. psql (postgresql-client) does the talking, so the journeys need no
 * driver of their own.
 */

/** This run's database names begin with this; dropRunDatabases() removes them all at the end. */
function runPrefix(): string {
  return `rasoi_e2e_${process.env.E2E_RUN ?? 'local'}_`;
}

function psql(url: string, sql: string): string {
  return execFileSync('psql', [url, '-qtAX', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' }).trim();
}

/** The URL of the database of `dataDir` (created on first use), or undefined when the journeys run on SQLite. */
export function databaseFor(dataDir: string): string | undefined {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return undefined;
  const name = runPrefix() + createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  // The name is ours (letters, digits, underscores), so it needs no quoting.
  if (psql(base, `SELECT count(*) FROM pg_database WHERE datname = '${name}'`) === '0') {
    psql(base, `CREATE DATABASE ${name}`);
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops every database this run created (Playwright's global teardown, after every server stopped). */
export function dropRunDatabases(): void {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) return;
  const names = psql(base, `SELECT datname FROM pg_database WHERE datname LIKE '${runPrefix()}%'`);
  for (const name of names.split('\n').filter(Boolean)) psql(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
