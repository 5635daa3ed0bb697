import fs from 'node:fs';
import path from 'node:path';
import { runChild } from './child-process.ts';

/**
 * The PostgreSQL backup (issue 30, docs/decisions/0078-off-machine-backups.md): `pg_dump -Fc` of the
 * database in DATABASE_URL, named and kept like the SQLite backups (backup-schedule.ts).
 */

/** How long pg_dump / pg_restore --list may run. */
export const PG_DUMP_TIMEOUT_MS = 60 * 60_000;

/** The first bytes of every custom-format dump (pg_dump's archive header). */
const DUMP_MAGIC = 'PGDMP';

/**
 * What pg_dump and pg_restore are given to reach `databaseUrl`: the URL without its password as
 * `--dbname` (visible in `ps`, so nothing secret in it) and the password in PGPASSWORD, which only the
 * child's environment holds. The rest of the URL (host, port, user, database, sslmode ...) is kept.
 */
export function pgConnection(databaseUrl: string): { dbnameArg: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  return { dbnameArg: `--dbname=${url.toString()}`, env };
}

/** `text` with the password of `databaseUrl` (raw and decoded) replaced by `***`: for anything that reaches a log. */
export function withoutPassword(text: string, databaseUrl: string): string {
  let password = '';
  try {
    password = new URL(databaseUrl).password;
  } catch {
    return text;
  }
  if (!password) return text;
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // A stray '%': the raw form is all there is.
  }
  return [password, decoded].reduce((out, secret) => out.split(secret).join('***'), text);
}

/**
 * Dumps the database at `databaseUrl` with `pg_dump -Fc` (custom format, compressed; consistent while the
 * server keeps taking orders: one snapshot) to `<backupDir>/rasoi-<timestamp>.dump`. Written under a
 * `.partial` name and renamed only once `pg_restore --list` reads it back, so a dump cut short never
 * carries a backup's name. Returns the dump's path. Throws (password never in the message) if pg_dump is
 * missing, cannot connect, or the dump does not read back.
 */
export async function backupPostgres(
  databaseUrl: string,
  backupDir: string,
  now = new Date(),
  timeoutMs = PG_DUMP_TIMEOUT_MS,
): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const target = path.join(backupDir, `rasoi-${stamp}.dump`);
  const partial = `${target}.partial`;
  const { dbnameArg, env } = pgConnection(databaseUrl);
  try {
    await runChild('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`, dbnameArg], {
      timeoutMs,
      env,
    });
    await listDump(partial, timeoutMs);
    fs.renameSync(partial, target);
  } catch (error) {
    throw new Error(withoutPassword(error instanceof Error ? error.message : String(error), databaseUrl));
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return target;
}

/**
 * `pg_restore --list` of a custom-format dump: its table of contents, one entry a line. Reading it checks
 * the archive's header and table of contents. Throws ChildProcessError when it is not a readable dump.
 */
export async function listDump(file: string, timeoutMs = PG_DUMP_TIMEOUT_MS): Promise<string> {
  return (await runChild('pg_restore', ['--list', file], { timeoutMs })).stdout;
}

/**
 * True when `file` starts with a custom-format dump's header: for pruning, which must not wait on a
 * child process. Every named dump was read back by pg_restore before it got its name (backupPostgres).
 */
export function looksLikeDump(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const head = Buffer.alloc(DUMP_MAGIC.length);
      return fs.readSync(fd, head, 0, head.length, 0) === head.length && head.toString('latin1') === DUMP_MAGIC;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return false;
  }
}
