import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { call } from '../../../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../../../test/sellers.ts';
import { matchesEtag } from '../../../lib/etag.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('menu reads with ETag (issue 6)', () => {
  it('answers 304 without a body while the client copy is current, for both reads', async () => {
    for (const path of ['/meal', '/dish']) {
      const first = await call(t, 'GET', path);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await call(t, 'GET', path, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      const other = await call(t, 'GET', path, { headers: { 'if-none-match': '"stale"' } });
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first.body);
    }
  });

  it("shows a seller's change on the next read and changes the ETag", async () => {
    const seller = (await findOrCreateSeller(t)).token;
    const before = await call(t, 'GET', '/dish');
    const dish = before.body.data.dishes[0] as { _id: string };
    const hidden = await call(t, 'PATCH', `/dish/${dish._id}`, { token: seller, body: { is_show: false } });
    expect(hidden.status).toBe(200);
    const after = await call(t, 'GET', '/dish', { headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data.dishes.some((d: { _id: string }) => d._id === dish._id)).toBe(false);
    // The seller's own view is cached apart and still lists the hidden dish.
    const sellerView = await call(t, 'GET', '/dish', { token: seller });
    expect(sellerView.body.data.dishes.some((d: { _id: string }) => d._id === dish._id)).toBe(true);
    await call(t, 'PATCH', `/dish/${dish._id}`, { token: seller, body: { is_show: true } });
    expect((await call(t, 'GET', '/dish')).body).toEqual(before.body);
  });

  it('compares If-None-Match lists and weak validators', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});
