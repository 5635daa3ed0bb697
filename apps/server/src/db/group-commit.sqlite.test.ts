import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-driver.ts';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { connectDatabase } from './connect.ts';
import { createGroupCommit, type GroupCommit } from './group-commit.ts';
import type { Database } from './schema.ts';

/**
 * Group commit on SQLite (docs/decisions/0024): transactions asked for together share one commit,
 * each is acknowledged only once that commit is on disk, and one that fails is undone alone.
 */
let dataDir: string;
let db: Kysely<Database>;
let reader: SqliteDatabase;
let commits: GroupCommit;

beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-group-commit-'));
  db = connectDatabase(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  await sql`create table parent (id integer primary key)`.execute(db);
  await sql`create table note (
    id integer primary key,
    parent_id integer references parent (id) deferrable initially deferred
  )`.execute(db);
  // Another connection to the same file sees only what has been committed.
  reader = new SqliteDatabase(path.join(dataDir, 'rasoi.db'), { readonly: true });
  commits = createGroupCommit(db);
});
afterEach(async () => {
  reader.close();
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const committedNotes = () =>
  (reader.prepare('select id from note order by id').all() as { id: number }[]).map((row) => row.id);

const addNote =
  (id: number, parentId: number | null = null) =>
  (trx: Kysely<Database>) =>
    sql`insert into note (id, parent_id) values (${id}, ${parentId})`.execute(trx).then(() => id);

describe('group commit on SQLite', () => {
  it('acknowledges each transaction only once another connection can read what it wrote', async () => {
    const seenAtAcknowledgement: number[][] = [];
    await Promise.all(
      [1, 2, 3].map((id) => commits.transaction(addNote(id)).then(() => seenAtAcknowledgement.push(committedNotes()))),
    );
    expect(seenAtAcknowledgement).toEqual([
      [1, 2, 3],
      [1, 2, 3],
      [1, 2, 3],
    ]);
  });

  it('runs transactions asked for together in one database transaction, committed once', async () => {
    const seenByLater: { inside: number; committed: number }[] = [];
    const countInside = async (trx: Kysely<Database>) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from note`.execute(trx);
      seenByLater.push({ inside: rows[0]!.n, committed: committedNotes().length });
    };
    await Promise.all([commits.transaction(addNote(1)), commits.transaction(countInside)]);
    // The second saw the first's row inside the shared transaction before anything was committed.
    expect(seenByLater).toEqual([{ inside: 1, committed: 0 }]);
    expect(committedNotes()).toEqual([1]);
  });

  it("runs each transaction of a batch in its own caller's context, so each writes in its caller's language", async () => {
    // The request's language lives in an AsyncLocalStorage store (plugins/request-locale.ts, D72).
    const caller = new AsyncLocalStorage<{ locale: string }>();
    const seen = await Promise.all(
      ['hi', 'en', 'hi'].map((locale, id) =>
        caller.run({ locale }, () =>
          commits.transaction(async (trx) => {
            await sql`insert into parent (id) values (${id + 1})`.execute(trx);
            return caller.getStore()?.locale;
          }),
        ),
      ),
    );
    expect(seen).toEqual(['hi', 'en', 'hi']);
    expect(reader.prepare('select count(*) as n from parent').get()).toEqual({ n: 3 });
  });

  it('undoes a transaction that fails, alone, and rejects it with its own error', async () => {
    const failing = async (trx: Kysely<Database>) => {
      await addNote(2)(trx);
      throw new Error('refused by the work itself');
    };
    const results = await Promise.allSettled([
      commits.transaction(addNote(1)),
      commits.transaction(failing),
      commits.transaction(addNote(1)), // primary key taken by the first: SQLite refuses this statement
      commits.transaction(addNote(3)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused by the work itself');
    expect((results[2] as PromiseRejectedResult).reason.message).toMatch(/UNIQUE constraint failed/);
    expect(committedNotes()).toEqual([1, 3]);
  });

  it('rejects every transaction of a commit that fails, stores none, and goes on working', async () => {
    const results = await Promise.allSettled([
      commits.transaction(addNote(1)),
      // A deferred foreign key is checked at commit: this makes the shared commit itself fail.
      commits.transaction(addNote(2, 99)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toMatch(/FOREIGN KEY constraint failed/);
    expect(committedNotes()).toEqual([]);

    await expect(commits.transaction(addNote(4))).resolves.toBe(4);
    expect(committedNotes()).toEqual([4]);
  });

  it('keeps later transactions in order, each batch after the one before', async () => {
    const first = commits.transaction(addNote(1));
    await new Promise((resolve) => setImmediate(resolve));
    const second = commits.transaction(addNote(2));
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(committedNotes()).toEqual([1, 2]);
  });
});
