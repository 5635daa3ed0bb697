import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedBills } from '../../../test/bills.ts';
import { seedOrders } from '../../../test/seed-orders.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The accountant's export read a chunk at a time (issue 28 part 2, docs/decisions/0108): a period of more
 * bills than one chunk comes whole, oldest first, each once, with the summary over all of them.
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

describe('a year of more bills than one chunk', () => {
  it('comes whole, in order, with its summary', async () => {
    const ids = await seedOrders(t.db, 2_345, { now: new Date('2026-12-07T12:00:00.000Z'), days: 1, customers: 5 });
    await seedBills(t, ids, '2026-12-07');
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bills/export.csv?year=2026-27',
      headers: { authorization: `Bearer ${seller}` },
    });
    expect(answer.statusCode).toBe(200);
    const [rows, summary] = answer.body.split('\r\n\r\n') as [string, string];
    const numbers = rows
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(numbers).toEqual(ids.map((_, index) => `"RS/26-27/${String(index + 1).padStart(6, '0')}"`));
    expect(summary).toContain('"payment_method","cash",2345,0,234500.00,0.00');
    expect(summary).toContain('"all","",2345,0,234500.00,0.00');
  });
});
