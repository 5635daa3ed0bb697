import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { readMenu } from '../../test/api-helpers.ts';
import { newCustomer, type TestCustomer } from '../../test/orders.ts';
import { toolPath, writeApiDocument } from '../../test/openapi-tools.ts';
import { findOrCreateSeller } from '../../test/sellers.ts';

/**
 * Prism as a validating proxy in front of a running server (issue 25, docs/decisions/0085): every
 * request below goes through `prism proxy --errors`, which checks the request and the server's answer
 * against the API document and answers an error of its own (and an `sl-violations` header) on any
 * mismatch. The calls cover every kind of answer: JSON, a 304, the PNG picture, the event stream, a
 * multipart upload and failures.
 */
let t: TestApp;
let dir: string;
let prism: ChildProcess;
let prismUrl: string;
let prismOutput = '';
let customer: TestCustomer;
let seller: { token: string };

/** A port nobody listens on now (the system's pick, released for Prism to take). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts Prism's proxy of `upstream` on `port` and resolves once it says it listens. */
function startPrism(file: string, upstream: string, port: number): Promise<ChildProcess> {
  const child = spawn(toolPath('prism'), ['proxy', '--errors', '-h', '127.0.0.1', '-p', String(port), file, upstream], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      prismOutput += chunk.toString();
      if (prismOutput.includes('Prism is listening')) resolve(child);
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.on('exit', (code) => reject(new Error(`prism exited (${code}):\n${prismOutput}`)));
  });
}

beforeAll(async () => {
  let file: string;
  ({ dir, file } = await writeApiDocument());
  t = await buildTestApp();
  const upstream = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  prism = await startPrism(file, upstream, port);
  prismUrl = `http://127.0.0.1:${port}`;
  customer = await newCustomer(t);
  seller = await findOrCreateSeller(t);
}, 60_000);

afterAll(async () => {
  if (prism && prism.exitCode === null) {
    const exited = new Promise((resolve) => prism.once('exit', resolve));
    prism.kill();
    await exited;
  }
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Calls the API through Prism; answers the response, with Prism's violations header (none expected). */
async function viaPrism(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${prismUrl}/api/v1${path}`, init);
  expect(response.headers.get('sl-violations'), `${init.method ?? 'GET'} ${path}`).toBeNull();
  return response;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...bearer(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('Prism validating the server against the API document', () => {
  it('finds the JSON answers, a 304, the picture and failures as the document declares them', async () => {
    const menu = await viaPrism('/meal');
    expect(menu.status).toBe(200);
    const etag = menu.headers.get('etag')!;
    expect((await viaPrism('/meal', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await viaPrism('/dish')).status).toBe(200);
    expect((await viaPrism('/kitchen')).status).toBe(200);
    expect((await viaPrism('/slots')).status).toBe(200);

    const picture = await viaPrism('/share/menu.png?layout=portrait');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const pictureTag = picture.headers.get('etag')!;
    expect(
      (await viaPrism('/share/menu.png?layout=portrait', { headers: { 'if-none-match': pictureTag } })).status,
    ).toBe(304);

    const meal = (await readMenu(t)).meals.find((m) => m.is_active)!;
    const placed = await viaPrism(
      '/order/create-cod-order',
      json(customer.token, { meals: [{ meal_id: meal._id, quantity: 1 }], address: customer.addressId }),
    );
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { order: { _id: string } } }).data.order._id;
    expect((await viaPrism(`/order/${orderId}`, { headers: bearer(customer.token) })).status).toBe(200);
    expect((await viaPrism('/order/user-orders?limit=5', { headers: bearer(customer.token) })).status).toBe(200);
    expect((await viaPrism('/order?limit=5', { headers: bearer(seller.token) })).status).toBe(200);
    expect((await viaPrism('/users/profile', { headers: bearer(customer.token) })).status).toBe(200);
    expect((await viaPrism('/coupon', { headers: bearer(customer.token) })).status).toBe(200);

    // The seller's reads, and writes without a body and with one.
    for (const path of [
      '/stats?timeFrame=1',
      '/income',
      '/prep-sheet',
      '/delivery-run',
      '/slot-plan',
      '/ratings?limit=5',
      '/users?limit=5',
      '/coupon/summary',
      '/notification/vapid-public-key',
    ])
      expect((await viaPrism(path, { headers: bearer(seller.token) })).status, path).toBe(200);
    expect((await viaPrism('/address', { headers: bearer(customer.token) })).status).toBe(200);
    const seen = await viaPrism(`/order/${orderId}/acknowledge`, { method: 'POST', headers: bearer(seller.token) });
    expect(seen.status).toBe(200);
    const moved = await viaPrism(`/order/${orderId}`, {
      ...json(seller.token, { status: 'Out For Delivery' }),
      method: 'PATCH',
    });
    expect(moved.status).toBe(200);

    // Failures in the envelope: an order nobody has, a body-less 'I have paid' on a cash order (400: only a UPI order is paid so), a customer at a seller's list.
    expect((await viaPrism('/order/no-such-order', { headers: bearer(customer.token) })).status).toBe(404);
    expect((await viaPrism(`/order/${orderId}/paid`, { method: 'POST', headers: bearer(customer.token) })).status).toBe(
      400,
    );
    expect((await viaPrism('/order', { headers: bearer(customer.token) })).status).toBe(403);
  });

  it('finds the multipart upload of one file and of two as declared', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e07814' } })
      .png()
      .toBuffer();
    for (const files of [1, 2]) {
      const form = new FormData();
      for (let i = 0; i < files; i += 1)
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `thali-${i}.png`);
      const uploaded = await viaPrism('/assets/upload', { method: 'POST', headers: bearer(seller.token), body: form });
      // Prism takes the form as declared (a form it finds wrong is its own 422). It passes the files on
      // as text, which spoils their bytes (stoplightio/prism#2349), so the server refuses the picture:
      // that failure's envelope is what Prism checks here. The 201 answer is checked in upload.test.ts.
      expect(uploaded.status).toBe(400);
      expect(((await uploaded.json()) as { status: string }).status).toBe('error');
    }
  });

  it('finds the event stream as declared, once logging out ends it', async () => {
    const session = await newCustomer(t);
    const ticketAnswer = await viaPrism('/events/ticket', { method: 'POST', headers: bearer(session.token) });
    expect(ticketAnswer.status).toBe(200);
    const { ticket } = ((await ticketAnswer.json()) as { data: { ticket: string } }).data;
    // Prism reads the whole answer before it checks it: the stream must end, which logging out does.
    const stream = viaPrism(`/events?ticket=${encodeURIComponent(ticket)}`);
    await waitFor(async () => {
      const rows = await t.db
        .selectFrom('open_streams')
        .select('user_id')
        .where('user_id', '=', session.userId)
        .execute();
      return rows.length > 0;
    });
    expect((await viaPrism('/auth/logout', { method: 'POST', headers: bearer(session.token) })).status).toBe(200);
    const ended = await stream;
    expect(ended.status).toBe(200);
    expect(ended.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(prismOutput).not.toMatch(/violation/i);
  });
});

/** Resolves once `check` answers true, asking again as soon as the last ask settled (30 s at most). */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
