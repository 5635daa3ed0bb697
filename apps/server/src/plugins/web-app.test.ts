import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IMAGES_DIR } from '../app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { registerWebApp } from './web-app.ts';

describe('seed images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are cached for 180 days and revalidated on reload (not immutable: they are not hashed)', async () => {
    const seedImage = fs.readdirSync(SEED_IMAGES_DIR).find((file) => file.endsWith('.svg'));
    const response = await t.app.inject({ method: 'GET', url: `/images/seed/${seedImage}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=15552000');
    const again = await t.app.inject({
      method: 'GET',
      url: `/images/seed/${seedImage}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('a page with its own copy of index.html (issue 6: its code preloads with the main chunk)', () => {
  const INDEX = '<!doctype html><title>Rasoi</title><div id="root"></div>';
  const TRACKING =
    '<!doctype html><title>Rasoi</title><link rel="modulepreload" href="/assets/t.js"><div id="root"></div>';
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-dist-'));
    fs.mkdirSync(path.join(dist, 'pages'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'pages', '0.html'), TRACKING);
    fs.writeFileSync(
      path.join(dist, 'route-pages.json'),
      JSON.stringify([{ path: '/orders/:orderId', file: 'pages/0.html' }]),
    );
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/orders/abc', '/orders/abc/', '/orders/abc?x=1'])(
    'answers %s with the page copy, revalidated',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TRACKING);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/orders', '/orders/abc/more', '/profile/orders'])('answers %s with index.html', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body).toBe(INDEX);
  });
});

describe("a page's extra head tags (issue 15: a shared link's preview)", () => {
  const INDEX = '<!doctype html><html><head><title>Rasoi</title></head><body></body></html>';
  /** What `String.prototype.replace` reads in a replacement string (a seller's text may hold any of them). */
  const PATTERNS = "$` $' $& $$ $1 $<name>";
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    app = Fastify({ logger: false });
    await app.register(rateLimit, { global: false });
    await registerWebApp(app, {
      webDistDir: dist,
      seedImagesDir: path.join(dist, 'no-seed'),
      uploadsDir: path.join(dist, 'uploads'),
      async pageHead(_request, pathname) {
        if (pathname === '/broken') throw new Error('database gone');
        if (pathname === '/patterns') return `<meta property="og:title" content="${PATTERNS}" />`;
        return pathname === '/tagged' ? '<meta property="og:title" content="T" />' : null;
      },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('go into the head of the page the path gets', async () => {
    const answer = await app.inject({ method: 'GET', url: '/tagged' });
    expect(answer.body).toContain('<meta property="og:title" content="T" />\n  </head>');
  });

  it('go in as text: replacement patterns in them copy nothing of the page (issue 30, D73)', async () => {
    const answer = await app.inject({ method: 'GET', url: '/patterns' });
    expect(answer.body).toBe(
      `${INDEX.slice(0, INDEX.indexOf('</head>'))}  <meta property="og:title" content="${PATTERNS}" />\n  ${INDEX.slice(INDEX.indexOf('</head>'))}`,
    );
  });

  it('leave the page as built when there are none, or when making them fails (never a 500)', async () => {
    for (const url of ['/plain', '/broken']) {
      const answer = await app.inject({ method: 'GET', url });
      expect([answer.statusCode, answer.body]).toEqual([200, INDEX]);
    }
  });
});

describe('what is not a page of the app (issue 30, D77)', () => {
  const INDEX = '<!doctype html><title>Rasoi</title><div id="root"></div>';
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/metrics',
    '/healthz',
    '/ready',
    '/readyz',
    '/livez',
    '/Metrics/',
    '/API/v1/kitchen',
    '/Api/v1/nothing',
    '/api/v1/nothing',
    '/api/v2/kitchen',
    '/api',
  ])('answers %s with the 404 envelope as JSON, not the page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ status: 'error', data: m.notFound() });
  });

  it("says it in the caller's language", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-language': 'hi' } });
    expect(response.json()).toEqual({ status: 'error', data: m.notFound({}, { locale: 'hi' }) });
  });

  it('keeps /health as the one health check, and page addresses as the app', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'success', data: { ok: true } });
    for (const url of ['/', '/orders/abc', '/profile/orders', '/seller/menu', '/ready-meals']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.body]).toEqual([url, 200, INDEX]);
    }
  });
});
