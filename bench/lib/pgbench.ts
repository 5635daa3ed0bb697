import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createPgDatabase } from './fixtures.ts';

const run = promisify(execFile);

/**
 * pgbench's scale for the baseline: one branch row per client. pgbench's tpcb-like transaction updates
 * one random branch row; with fewer branches than clients, the clients queue on each other's row locks
 * and the baseline would measure that contention instead of what the server can commit.
 */
export const PGBENCH_SCALE = 32;

/** What one pgbench run measured. */
export type PgbenchResult = { tps: number; clients: number; scale: number; seconds: number };

/**
 * Runs `pgbench -b tpcb-like -c <clients> -j 2 -T <seconds>` against the PostgreSQL server the bench
 * uses, on a fresh database of its own initialised with `pgbench -i -s PGBENCH_SCALE` (dropped after),
 * and answers its transactions per second (without the connection time). Throws when pgbench fails.
 */
export async function runPgbench(options: { clients: number; seconds: number }): Promise<PgbenchResult> {
  const database = await createPgDatabase(`rasoi_bench_pgbench_${process.pid}`);
  try {
    // Generated on the server side (G): the 3.2 M account rows load without streaming them through COPY.
    await run('pgbench', ['-i', '-I', 'dtGvp', '-s', String(PGBENCH_SCALE), '-q', database.url]);
    const { stdout } = await run('pgbench', [
      '-b',
      'tpcb-like',
      '-c',
      String(options.clients),
      '-j',
      '2',
      '-T',
      String(options.seconds),
      '-n',
      database.url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { tps: Number(tps), clients: options.clients, scale: PGBENCH_SCALE, seconds: options.seconds };
  } finally {
    await database.drop();
  }
}
