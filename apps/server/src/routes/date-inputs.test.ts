import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DATE_FIRST, LOCAL_DATE_LAST } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/api-helpers.ts';
import { findOrCreateSeller } from '../../test/sellers.ts';

/**
 * Every date a request carries has one range (issue 30 finding 5, D77): year 9999 answered 500
 * ('Invalid time value') on these reads, as its next day overflowed the calendar arithmetic. Outside the
 * range is a 400 in the caller's language; a day that does not exist stays m.invalidDate(); the range's
 * own ends are ordinary days.
 */
let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await buildTestApp();
  seller = (await findOrCreateSeller(t)).token;
});
afterAll(async () => {
  await t.close();
});

/** Each seller read that takes a date, with the query naming `date`. */
const READS: [string, (date: string) => string][] = [
  ['/order?endDate', (date) => `/order?endDate=${date}`],
  ['/order?startDate&endDate', (date) => `/order?startDate=${date}&endDate=${date}`],
  ['/users?endDate', (date) => `/users?endDate=${date}`],
  ['/users?startDate', (date) => `/users?startDate=${date}`],
  ['/income?date', (date) => `/income?date=${date}`],
  ['/prep-sheet?date', (date) => `/prep-sheet?date=${date}`],
  ['/delivery-run?date', (date) => `/delivery-run?date=${date}`],
  ['/slots?date', (date) => `/slots?date=${date}`],
];
const OUT_OF_RANGE = m.dateOutOfRange({ first: LOCAL_DATE_FIRST, last: LOCAL_DATE_LAST });

describe.each(READS)('GET %s', (_name, url) => {
  it.each(['9999-12-31', '0000-01-01', '2100-01-01', '1999-12-31'])('refuses %s as out of range', async (date) => {
    expect(await call(t, 'GET', url(date), { token: seller })).toMatchObject({
      status: 400,
      body: { status: 'error', data: OUT_OF_RANGE },
    });
  });

  it('says so in Hindi to a Hindi caller', async () => {
    const answer = await call(t, 'GET', url('9999-12-31'), { token: seller, headers: { 'accept-language': 'hi' } });
    expect(answer).toMatchObject({
      status: 400,
      body: { data: m.dateOutOfRange({ first: LOCAL_DATE_FIRST, last: LOCAL_DATE_LAST }, { locale: 'hi' }) },
    });
  });

  it('refuses a day that does not exist (2026-02-30)', async () => {
    expect(await call(t, 'GET', url('2026-02-30'), { token: seller })).toMatchObject({
      status: 400,
      body: { data: m.invalidDate() },
    });
  });

  it.each([LOCAL_DATE_FIRST, LOCAL_DATE_LAST])('answers the edge date %s', async (date) => {
    expect((await call(t, 'GET', url(date), { token: seller })).status).toBe(200);
  });
});

describe('POST /day-menu/copy', () => {
  it('refuses a day out of range on either side, and takes the edge dates', async () => {
    const copy = (from: string, to: string) => call(t, 'POST', '/day-menu/copy', { token: seller, body: { from, to } });
    expect(await copy('2026-11-26', '9999-12-31')).toMatchObject({ status: 400, body: { data: OUT_OF_RANGE } });
    expect(await copy('0000-01-01', '2026-11-26')).toMatchObject({ status: 400, body: { data: OUT_OF_RANGE } });
    expect(await copy('2026-02-30', '2026-11-26')).toMatchObject({ status: 400, body: { data: m.invalidDate() } });
    // No slot on either edge day: the copy has nothing to copy, which is the day's answer, not the range's.
    const edges = await copy(LOCAL_DATE_FIRST, LOCAL_DATE_LAST);
    expect(edges.status).toBeLessThan(500);
    expect(edges.body.data).not.toBe(OUT_OF_RANGE);
    expect(edges.body.data).not.toBe(m.invalidDate());
  });
});
