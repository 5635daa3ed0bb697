import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/api-helpers.ts';
import { setKitchenOpen } from './kitchen-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /kitchen', () => {
  it('answers open for a freshly seeded kitchen, to anyone', async () => {
    expect(await call(t, 'GET', '/kitchen')).toMatchObject({
      status: 200,
      body: { status: 'success', data: { is_open: true } },
    });
  });

  it('follows the kitchen flag', async () => {
    await setKitchenOpen(t.db, false, new Date());
    expect((await call(t, 'GET', '/kitchen')).body.data).toEqual({ is_open: false });
    await setKitchenOpen(t.db, true, new Date());
    expect((await call(t, 'GET', '/kitchen')).body.data).toEqual({ is_open: true });
  });
});

describe('query strings', () => {
  it('are refused where a route declares none', async () => {
    const answer = await call(t, 'GET', '/kitchen?debug=1');
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: 'Unknown field: debug' } });
  });
});
