import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { checkRequest, describeFailure, prepareFuzzWorld, type FuzzFailure } from '../test/fuzz/fuzz-harness.ts';
import { fuzzRequests } from '../test/fuzz/fuzz-requests.ts';
import { buildTestApp } from '../test/build-test-app.ts';

const USAGE = 'Usage: npm run fuzz [-- --requests 10000 --seed N]  (TEST_DATABASE_URL=postgres://... adds PostgreSQL)';

/**
 * `npm run fuzz` (issue 7): the long fuzz run, on demand. Sends `--requests` generated requests
 * (default 10,000) to every /api/v1 route of a fresh app on SQLite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set, checking each answer as the quick test does (fuzz-harness.ts).
 * Prints requests, failures and the first failures per problem for each engine; exits 1 on any failure.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: 'string' }, seed: { type: 'string' } }, strict: true });
  const requests = Number(values.requests ?? 10_000);
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
    console.error(USAGE);
    process.exit(1);
  }
  const engines: ('sqlite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  let failed = 0;
  for (const engine of engines) failed += await fuzzEngine(engine, requests, seed);
  process.exit(failed > 0 ? 1 : 0);
}

async function fuzzEngine(engine: 'sqlite' | 'postgres', requests: number, seed: number): Promise<number> {
  process.env.TEST_DB_ENGINE = engine;
  const t = await buildTestApp();
  try {
    const world = await prepareFuzzWorld(t);
    const arbitrary = fuzzRequests(world.fixtures, API_BASE_PATH);
    const failures: FuzzFailure[] = [];
    const perRoute = new Map<string, number>();
    const accepted = new Map<string, number>();
    const started = Date.now();
    const batch = 500;
    for (let done = 0; done < requests; done += batch) {
      const sample = fc.sample(arbitrary, { numRuns: Math.min(batch, requests - done), seed: seed + done });
      for (const request of sample) {
        const failure = await checkRequest(world, request);
        perRoute.set(request.route, (perRoute.get(request.route) ?? 0) + 1);
        if (failure) failures.push(failure);
        else if (world.lastStatus < 300) accepted.set(request.route, (accepted.get(request.route) ?? 0) + 1);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz ${engine}: seed ${seed}, routes ${world.routes.length}, requests ${requests}, failures ${failures.length} (${seconds} s)`,
    );
    const byProblem = new Map<string, FuzzFailure[]>();
    for (const failure of failures) {
      const problem = `${failure.problem.split(':')[0]} @ ${failure.request.route}`;
      byProblem.set(problem, [...(byProblem.get(problem) ?? []), failure]);
    }
    for (const [problem, list] of byProblem) {
      console.info(`  ${list.length} x ${problem}\n    e.g. ${describeFailure(list[0]!)}`);
    }
    const least = Math.min(...perRoute.values());
    const acceptedTotal = [...accepted.values()].reduce((sum, n) => sum + n, 0);
    console.info(`  every route was hit at least ${least} times; ${acceptedTotal} requests were accepted (2xx)`);
    const never = world.routes.filter((route) => !accepted.has(route));
    if (never.length > 0) console.info(`  routes that accepted none: ${never.join(', ')}`);
    return failures.length;
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
