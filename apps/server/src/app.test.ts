import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@rasoi/domain/i18n/messages';
import { SEED_IMAGES_DIR } from './app.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const INDEX = '<!doctype html><title>Rasoi</title><div id="root"></div>';

describe('with the web app built', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("rasoi")');
    t = await buildTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/profile/orders', '/orders/abc?x=1'])('serves index.html for %s, revalidated', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['POST', '/api/v1/nothing-here'],
    ['DELETE', '/api/v1/meal'],
    ['GET', '/api'],
  ] as const)('answers %s %s with the 404 envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', data: m.notFound() });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves seed images under /images/seed/', async () => {
    const seedImage = fs.readdirSync(SEED_IMAGES_DIR).find((f) => f.endsWith('.svg'));
    expect(seedImage).toBeDefined();
    const response = await t.app.inject({ method: 'GET', url: `/images/seed/${seedImage}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers page requests with a plain 503 saying how to build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toBe('Web app not built: run npm run build');
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/kitchen' });
    expect(response.json()).toMatchObject({ status: 'success', data: { is_open: true } });
  });
});

describe('a server fault', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 500 with a generic message: no stack, no SQL', async () => {
    await t.db.schema.dropTable('kitchen').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/kitchen' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 'error', data: m.serverError() });
  });
});
