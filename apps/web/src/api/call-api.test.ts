import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitchenData } from '../test/kitchen-data.ts';
import { callApi } from './client.ts';

/** Calls through the contract table (issue 12, docs/decisions/0037). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const kitchen = {
  status: 'success',
  data: kitchenData(),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('fills the path parameters, the query and the body from the table entry', async () => {
    const fetch = answer(200, { status: 'success', data: { orders: [], nextCursor: null, counts: null } });
    await callApi('GET /order', { query: { status: 'Out For Delivery', limit: 30, cursor: undefined } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/order?status=Out+For+Delivery&limit=30');

    const refused = answer(404, { status: 'error', data: 'Coupon not found' });
    await expect(callApi('PATCH /coupon/:id', { params: { id: 'a/b' }, body: { is_scratched: true } })).rejects.toThrow(
      'Coupon not found',
    );
    expect(refused.mock.calls[0]![0]).toBe('/api/v1/coupon/a%2Fb');
    expect((refused.mock.calls[0]![1] as RequestInit).body).toBe('{"is_scratched":true}');
  });

  it('sends the method, the JSON body and the idempotency key', async () => {
    const fetch = answer(200, kitchen);
    await callApi('POST /kitchen/close', { body: { is_open: false }, idempotencyKey: 'k-1' });
    const init = fetch.mock.calls[0]![1] as RequestInit;
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/kitchen/close');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"is_open":false}');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('k-1');
  });

  it('answers a success answer that matches the contract', async () => {
    answer(200, kitchen);
    await expect(callApi('GET /kitchen', {})).resolves.toEqual(kitchen);
  });

  it('refuses, in tests, an answer off the contract, naming the route and the field', async () => {
    answer(200, { status: 'success', data: { is_open: 'yes' } });
    await expect(callApi('GET /kitchen', {})).rejects.toThrow(/GET \/kitchen answered 200 off contract: data\.is_open/);
  });

  it('refuses, in tests, a success status the contract does not list', async () => {
    answer(201, kitchen);
    await expect(callApi('GET /kitchen', {})).rejects.toThrow(
      'GET /kitchen answered 201, which the contract table does not list',
    );
  });
});
