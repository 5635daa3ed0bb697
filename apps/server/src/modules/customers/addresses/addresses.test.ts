import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_PER_CUSTOMER_MAX } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { addressBody, call, countRows, logIn } from '../../../../test/api-helpers.ts';

let t: TestApp;
let instanceB: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  instanceB = await t.startInstance();
});
afterAll(async () => {
  await t.close();
});

describe('POST /address', () => {
  it('saves an address for the caller and answers 201 with it', async () => {
    const { token, userId } = await logIn(t);
    const answer = await call(t, 'POST', '/address', { token, body: addressBody() });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      status: 'success',
      data: { address: { _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...addressBody() } },
    });
    const row = await t.db
      .selectFrom('addresses')
      .selectAll()
      .where('id', '=', answer.body.data.address._id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(userId);
  });

  it.each([
    ['an unserviceable pincode', addressBody({ pincode: '110001' }), m.notServiceable()],
    ['a missing receiver name', { ...addressBody(), reciever_name: undefined }, m.receiverNameRequired()],
    ['an empty receiver name', addressBody({ reciever_name: '  ' }), m.receiverNameRequired()],
    ['a 9-digit phone', addressBody({ reciever_mobile: '981112223' }), m.invalidPhone()],
    ['a phone as a number', { ...addressBody(), reciever_mobile: 9811122233 }, m.receiverPhoneRequired()],
    ['a missing pincode', { ...addressBody(), pincode: undefined }, m.pincodeRequired()],
    ['an extra field', { ...addressBody(), user_id: 'x' }, `${m.unknownField()}: user_id`],
  ])('refuses %s with 400 and saves nothing', async (_case, body, message) => {
    const { token } = await logIn(t);
    const before = await countRows(t.db, 'addresses');
    const answer = await call(t, 'POST', '/address', { token, body });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: message } });
    expect(await countRows(t.db, 'addresses')).toBe(before);
  });

  it('refuses malformed JSON', async () => {
    const { token } = await logIn(t);
    const answer = await call(t, 'POST', '/address', { token, rawBody: '{"reciever_name": "A",}' });
    expect(answer).toMatchObject({ status: 400, body: { status: 'error', data: m.malformedJson() } });
  });

  it('needs a login', async () => {
    const before = await countRows(t.db, 'addresses');
    const answer = await call(t, 'POST', '/address', { body: addressBody() });
    expect(answer).toMatchObject({ status: 401, body: { status: 'error', data: m.unauthorized() } });
    expect(await countRows(t.db, 'addresses')).toBe(before);
  });
});

describe('GET /address', () => {
  it("answers the caller's addresses only, newest first", async () => {
    const me = await logIn(t);
    const other = await logIn(t);
    await call(t, 'POST', '/address', { token: me.token, body: addressBody({ flat_number: 'A-1' }) });
    t.clock.advance(1000);
    await call(t, 'POST', '/address', { token: me.token, body: addressBody({ flat_number: 'A-2' }) });
    await call(t, 'POST', '/address', { token: other.token, body: addressBody({ flat_number: 'Z-9' }) });

    const answer = await call(t, 'GET', '/address', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.addresses.map((address: { flat_number: string }) => address.flat_number)).toEqual([
      'A-2',
      'A-1',
    ]);
  });

  it('needs a login', async () => {
    expect((await call(t, 'GET', '/address')).status).toBe(401);
  });
});

describe('the addresses a customer keeps', () => {
  const SAVES_AT_ONCE = 30;
  const KEPT_BEFORE = ADDRESSES_PER_CUSTOMER_MAX - 5;

  /** POST /address through `app` (instance A or B), as the caller with `token`. */
  async function save(app: FastifyInstance, token: string, locale = 'en') {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/address',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': locale },
      payload: JSON.stringify(addressBody()),
    });
    return { status: response.statusCode, body: response.json() as { data: unknown } };
  }

  it(`are at most ${ADDRESSES_PER_CUSTOMER_MAX}, counted in the database: saves at once through two instances stop there (issue 30, D79)`, async () => {
    const { token, userId } = await logIn(t);
    const kept = Array.from({ length: KEPT_BEFORE }, (_, i) => ({
      id: `kept${String(i).padStart(20, '0')}`,
      user_id: userId,
      ...addressBody(),
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    await t.db.insertInto('addresses').values(kept).execute();

    const answers = await Promise.all(
      Array.from({ length: SAVES_AT_ONCE }, (_, i) => save(i % 2 === 0 ? t.app : instanceB, token)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ADDRESSES_PER_CUSTOMER_MAX - KEPT_BEFORE);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(new Set(refused.map((answer) => `${answer.status} ${String(answer.body.data)}`))).toEqual(
      new Set([`409 ${m.addressesFull({ max: ADDRESSES_PER_CUSTOMER_MAX })}`]),
    );
    const stored = await t.db.selectFrom('addresses').select('id').where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(ADDRESSES_PER_CUSTOMER_MAX);

    // Said in the caller's language; another customer still saves theirs.
    expect(await save(t.app, token, 'hi')).toEqual({
      status: 409,
      body: { status: 'error', data: m.addressesFull({ max: ADDRESSES_PER_CUSTOMER_MAX }, { locale: 'hi' }) },
    });
    expect((await save(instanceB, (await logIn(t)).token)).status).toBe(201);
  });
});
