import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  FIRST_SCREEN_TTL_MS,
  createFirstScreens,
  pageWithFirstScreen,
  startingAfterPaint,
  type RenderedPage,
} from './first-screens.ts';
import { cookieLocale, cookieValue } from './page-locale.ts';
import { logIn } from '../../test/api-helpers.ts';

const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n<head><title>Rasoi</title></head>\n<body><div id="root"></div></body>\n</html>';

describe("a page's first screen in its HTML (issue 29, D117)", () => {
  it('goes in whole: language, hoisted tags, markup and the reads, none of them able to end the block', () => {
    const page: RenderedPage = {
      head: '<link rel="preload" as="image" href="/a.svg"/>',
      html: '<p>Dal $& $1 $` tadka</p>',
      state: { name: 'Thali </script><script>alert(1)</script>' },
    };
    const html = pageWithFirstScreen(TEMPLATE, page, 'hi');
    expect(html).toBe(
      '<!doctype html>\n<html lang="hi">\n<head><title>Rasoi</title><link rel="preload" as="image" href="/a.svg"/></head>\n' +
        '<body><div id="root"><p>Dal $& $1 $` tadka</p></div><script type="application/json" id="rasoi-state">' +
        '{"name":"Thali \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></body>\n</html>',
    );
    expect(JSON.parse(html.slice(html.indexOf('{"name"'), html.lastIndexOf('</script>')))).toEqual(page.state);
  });

  it("asks for the app's code only after the page's first paint: the starter adds it", () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/page.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>';
    expect(startingAfterPaint(built)).toBe(
      '<head>\n<link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<meta name="rasoi-app" content="/assets/index-abc.js" data-preloads="/assets/page.js /assets/shared.js">' +
        '<script defer src="/start-app.js"></script></head>',
    );
    // A development page loads its entry another way: left as it is.
    expect(startingAfterPaint(TEMPLATE)).toBe(TEMPLATE);
  });

  it('is written once for callers that ask together, reused within the TTL and written anew after it', async () => {
    let clock = 0;
    let renders = 0;
    const screens = createFirstScreens(
      async (url, locale) => ({ head: '', html: `<p>${url} ${locale} ${(renders += 1)}</p>`, state: {} }),
      () => Promise.reject(new Error('no reads')),
      () => clock,
    );
    const [first, second] = await Promise.all([screens.get('/', 'en', TEMPLATE), screens.get('/', 'en', TEMPLATE)]);
    expect(first).toBe(second);
    expect(first.identity.toString()).toContain('<p>/ en 1</p>');
    expect((await screens.get('/', 'hi', TEMPLATE)).identity.toString()).toContain('<p>/ hi 2</p>');
    clock = FIRST_SCREEN_TTL_MS - 1;
    expect(await screens.get('/', 'en', TEMPLATE)).toBe(first);
    clock = FIRST_SCREEN_TTL_MS;
    const later = await screens.get('/', 'en', TEMPLATE);
    expect(later.identity.toString()).toContain('<p>/ en 3</p>');
    expect(later.etag).not.toBe(first.etag);
    expect(zlib.gunzipSync(later.gzip)).toEqual(later.identity);
    expect(zlib.brotliDecompressSync(later.br)).toEqual(later.identity);
  });

  it('is not kept when writing it fails: the next visit tries again', async () => {
    let fail = true;
    const screens = createFirstScreens(
      async () => {
        if (fail) throw new Error('renderer broke');
        return { head: '', html: '<p>ok</p>', state: {} };
      },
      () => Promise.reject(new Error('no reads')),
      () => 0,
    );
    await expect(screens.get('/', 'en', TEMPLATE)).rejects.toThrow('renderer broke');
    fail = false;
    expect((await screens.get('/', 'en', TEMPLATE)).identity.toString()).toContain('<p>ok</p>');
  });

  it.each([
    ['rasoi_lang=hi', 'hi'],
    ['a=1; rasoi_lang=en; b=2', 'en'],
    ['rasoi_lang=HI-in', 'hi'],
    ['rasoi_lang=fr', undefined],
    ['other_rasoi_lang=hi', undefined],
    ['rasoi_lang', undefined],
    [`x=${'y'.repeat(9000)}; rasoi_lang=hi`, undefined],
  ])('reads the language of the cookie header %#', (header, locale) => {
    expect(cookieLocale(header)).toBe(locale);
  });

  it('reads one cookie by its exact name, and nothing from a header longer than a browser sends', () => {
    expect(cookieValue('a=1; rasoi_session=abc-_9; b=2', 'rasoi_session')).toBe('abc-_9');
    expect(cookieValue('xrasoi_session=abc', 'rasoi_session')).toBeUndefined();
    expect(cookieValue(`rasoi_session=abc; pad=${'x'.repeat(9_000)}`, 'rasoi_session')).toBeUndefined();
  });
});

/**
 * A stand-in for the web build's renderer: it reads the menu through the server's own API, as the real one
 * does, and writes what it read; /full-menu fails.
 */
const RENDERER = `
export async function renderPage(url, locale, fetchApi) {
  if (url === '/full-menu') throw new Error('renderer broke');
  const answer = await fetchApi('/api/v1/meal', { method: 'GET', headers: { 'accept-language': locale } });
  const meals = (await answer.json()).data.meals;
  return {
    head: '<link rel="preload" as="image" href="/a.svg"/>',
    html: '<p>' + locale + ' ' + answer.status + ' ' + meals.map((meal) => meal.name).join(', ') + '</p>',
    state: { meals: meals.length },
  };
}
export async function renderCustomerPage(url, locale, fetchApi, token) {
  const answer = await fetchApi('/api/v1/users/profile', { method: 'GET', headers: { authorization: 'Bearer ' + token } });
  if (answer.status === 401) return null;
  const user = (await answer.json()).data.user;
  return { head: '', html: '<p>' + locale + ' ' + url + ' for ' + user.mobile + '</p>', state: { signedIn: true } };
}
`;

describe('the server answering a page with its first screen (issue 29, D117)', () => {
  const INDEX =
    '<!doctype html>\n<html lang="en">\n<head><title>Rasoi</title></head>\n<body><div id="root"></div></body>\n</html>';
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-ssr-'));
    fs.mkdirSync(path.join(folder, 'dist'));
    fs.mkdirSync(path.join(folder, 'dist-ssr'));
    fs.writeFileSync(path.join(folder, 'dist', 'index.html'), INDEX);
    fs.writeFileSync(path.join(folder, 'dist-ssr', 'entry-server.js'), RENDERER);
    t = await buildTestApp({ WEB_DIST_DIR: path.join(folder, 'dist') });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("writes the menu the API answers into '/', in the language of the device's cookie, else the browser's", async () => {
    const english = await t.app.inject({ method: 'GET', url: '/' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toMatch(/<div id="root"><p>en 200 Rasoi Special Thali, [^<]+<\/p><\/div>/);
    expect(english.body).toContain('<link rel="preload" as="image" href="/a.svg"/></head>');
    for (const headers of [{ cookie: 'rasoi_lang=hi' }, { 'accept-language': 'hi-IN,hi;q=0.9' }]) {
      const hindi = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(hindi.body).toContain('<html lang="hi">');
      expect(hindi.body).toContain('<div id="root"><p>hi 200 ');
    }
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'rasoi_lang=en', 'accept-language': 'hi' },
    });
    expect(chosen.body).toContain('<p>en 200 ');
  });

  it("answers 304 to a copy that is current, and the page's compressed bytes to who accepts them", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const etag = String(page.headers.etag);
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const gzipped = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(page.body);
    const brotli = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(page.body);
  });

  it('answers every page view of a written page: no rate limit for scanners on them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 320 }, () => t.app.inject({ method: 'GET', url: '/plans' })),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
  });

  it("writes a customer's own pages for them when their session cookie comes, never to be kept (D118)", async () => {
    const asha = await logIn(t);
    for (const url of ['/profile/orders', '/orders/abc?sheet=help', '/tiffin', '/account']) {
      const page = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `rasoi_lang=hi; rasoi_session=${asha.token}` },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toContain('cookie');
      expect(page.headers.etag).toBeUndefined();
      expect(page.body).toContain(`<div id="root"><p>hi ${url.replace('&', '&amp;')} for ${asha.mobile}</p></div>`);
      expect(page.body).toContain('<script type="application/json" id="rasoi-state">{"signedIn":true}</script>');
    }
    // Another customer's request gets their own page, not the last one written.
    const ravi = await logIn(t);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/profile/orders',
      headers: { cookie: `rasoi_session=${ravi.token}` },
    });
    expect(theirs.body).toContain(`for ${ravi.mobile}</p>`);
    expect(theirs.body).not.toContain(asha.mobile);
  });

  it("serves the app's page for a customer page without a session the API takes", async () => {
    const asha = await logIn(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${asha.token}` },
    });
    for (const cookie of [
      undefined,
      `rasoi_session=${asha.token}`,
      'rasoi_session=not a token',
      `rasoi_session=${'a'.repeat(200)}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: '/profile/orders', headers: cookie ? { cookie } : {} });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the app's page when writing fails, and for pages the renderer does not write", async () => {
    for (const url of ['/full-menu', '/orders/abc', '/menu/today']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
    }
  });
});
