import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
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
  it('has an arbitrary for every registered route', () => {
    expect(world.routes.length).toBeGreaterThan(20);
    expect(() => fuzzRequests(world.routes, world.fixtures, API_BASE_PATH)).not.toThrow();
  });

  it('a route without an arbitrary fails the run', () => {
    expect(() =>
      fuzzRequests([...world.routes, `GET ${API_BASE_PATH}/new-route`], world.fixtures, API_BASE_PATH),
    ).toThrow(/No fuzz arbitrary for: GET \/api\/v1\/new-route/);
  });

  it(`answers ${RUNS} generated requests without a 5xx, in the envelope, writing nothing when refused`, async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(world.routes, world.fixtures, API_BASE_PATH), async (request) => {
        const failure = await checkRequest(world, request);
        if (failure) throw new Error(describeFailure(failure));
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
