import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { call, countRows } from '../../../test/api-helpers.ts';

/**
 * A statement link that is not one of ours changes nothing (D93): on a server that never made a link, the
 * signing key is not made by a refused read (the fuzzer's rule: a refused request writes nothing).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a bad statement link on a server that never shared one', () => {
  it('is 404 and writes nothing, the JSON and the PDF alike', async () => {
    const before = await countRows(t.db, 'app_settings');
    expect((await call(t, 'GET', '/statements/hc9nOf%3D%3D~GOAiNA9k')).status).toBe(404);
    expect((await call(t, 'GET', '/statements/hc9nOf%3D%3D~GOAiNA9k.pdf')).status).toBe(404);
    expect(await countRows(t.db, 'app_settings')).toBe(before);
  });
});
