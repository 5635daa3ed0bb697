import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { contractEntries } from '@rasoi/domain/contract';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { routeTableDrift } from '../route-coverage.ts';
import { checkRequest, describeFailure, prepareFuzzWorld, type FuzzWorld } from './fuzz-harness.ts';
import { fuzzRequests } from './fuzz-requests.ts';

/**
 * The quick fuzz run of `npm test` (issue 7): a few hundred generated requests over every /api/v1
 * route on this engine. The long run is `npm run fuzz` (apps/server/scripts/fuzz.ts, 10,000+).
 */
const RUNS = 400;

let t: TestApp;
let world: FuzzWorld;
beforeAll(async () => {
  t = await buildTestApp();
  world = await prepareFuzzWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe('fuzzing every /api/v1 route', () => {
  it('fuzzes the contract table, which holds exactly the routes the app registers', () => {
    expect(world.routes.length).toBeGreaterThan(20);
    expect(routeTableDrift(world.routes)).toEqual([]);
    expect(() => fuzzRequests(world.fixtures, API_BASE_PATH)).not.toThrow();
  });

  it('a route registered without a contract entry, or an entry without an arbitrary, fails the run', () => {
    expect(routeTableDrift([...world.routes, `GET ${API_BASE_PATH}/new-route`])).toEqual([
      `not in the contract table: GET ${API_BASE_PATH}/new-route`,
    ]);
    const newEntry = { name: 'newRoute', method: 'GET', path: '/new-route' } as const;
    expect(() => fuzzRequests(world.fixtures, API_BASE_PATH, [...contractEntries, newEntry])).toThrow(
      /No fuzz arbitrary for: GET \/new-route/,
    );
  });

  it(`answers ${RUNS} generated requests without a 5xx, in the envelope, writing nothing when refused`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(world.fixtures, API_BASE_PATH), async (request) => {
        const failure = await checkRequest(world, request);
        if (failure) throw new Error(describeFailure(failure));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
