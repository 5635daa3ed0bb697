import { AsyncResource } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { engineOfDb } from './dialect.ts';
import type { Database } from './schema.ts';

/** Work done inside a write transaction; what it returns is the caller's answer once committed. */
export type TransactionWork<T> = (trx: Kysely<Database>) => Promise<T>;

/**
 * Write transactions whose commits may be shared (docs/decisions/0024, issue 6).
 * `transaction(work)` runs `work` atomically and resolves with its result only once the commit that
 * holds it has returned, so the result is on disk (D18); it rejects with the work's own error (nothing
 * of that work stored) or with the commit's error (nothing of the batch stored).
 */
export type GroupCommit = {
  transaction<T>(work: TransactionWork<T>): Promise<T>;
};

type Job = {
  work: TransactionWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Savepoint name of the job being run; one job at a time, so one name serves all. */
const JOB_SAVEPOINT = 'group_commit_job';

/**
 * The group commit for `db`. On SQLite, where a commit with `synchronous = FULL` waits for the disk
 * and one connection runs every write, the transactions requested in the same turn of the event loop
 * run one after another in one database transaction, each in its own savepoint (a failing one is rolled
 * back alone), and all are acknowledged after one commit: one sync to disk for many orders instead of
 * one each. On PostgreSQL, where each transaction has its own connection and the server groups
 * concurrent commits itself, it is a plain transaction.
 * Work must use the `trx` it is given, never `db`: the batch holds the connection until it commits.
 * Each work runs in the async context of the request that asked for it, not the batch's first one, so
 * what it writes for its caller (a refusal, a day word) is in that caller's language (D72).
 */
export function createGroupCommit(db: Kysely<Database>): GroupCommit {
  if (engineOfDb(db) === 'postgres') return { transaction: (work) => db.transaction().execute(work) };

  let queue: Job[] = [];
  let flushing = false;
  const flush = async () => {
    while (queue.length > 0) {
      const jobs = queue;
      queue = [];
      await commitTogether(db, jobs);
    }
    flushing = false;
  };
  return {
    transaction<T>(work: TransactionWork<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        // What AsyncLocalStorage.snapshot() does, without the function binding that Node 20 wraps in a
        // deprecation check on every call (1% of the server's CPU per order in the issue 29 profile).
        const callersContext = new AsyncResource('GroupCommitJob');
        queue.push({
          work: (trx) => callersContext.runInAsyncScope(work, undefined, trx),
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        if (flushing) return;
        flushing = true;
        // After the poll phase: every request read in this turn has queued its work by then.
        setImmediate(() => void flush());
      });
    },
  };
}

/** Runs the jobs in one transaction, a savepoint each, commits once, then settles every job. */
async function commitTogether(db: Kysely<Database>, jobs: Job[]): Promise<void> {
  const outcomes: Outcome[] = [];
  let trx;
  try {
    trx = await db.startTransaction().execute();
    for (const job of jobs) {
      const savepoint = await trx.savepoint(JOB_SAVEPOINT).execute();
      const outcome = await job.work(savepoint).then(
        (value): Outcome => ({ ok: true, value }),
        (error: unknown): Outcome => ({ ok: false, error }),
      );
      // Fails when SQLite has already rolled back the whole transaction (a full disk, an I/O error):
      // then the batch fails below, as nothing of it can be committed.
      if (!outcome.ok) await savepoint.rollbackToSavepoint(JOB_SAVEPOINT).execute();
      await savepoint.releaseSavepoint(JOB_SAVEPOINT).execute();
      outcomes.push(outcome);
    }
    await trx.commit().execute();
  } catch (error) {
    await trx
      ?.rollback()
      .execute()
      .catch(() => undefined);
    for (const job of jobs) job.reject(error);
    return;
  }
  jobs.forEach((job, index) => {
    const outcome = outcomes[index]!;
    if (outcome.ok) job.resolve(outcome.value);
    else job.reject(outcome.error);
  });
}
