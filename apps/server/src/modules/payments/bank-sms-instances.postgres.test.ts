import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { postGatewaySms, sbiCredit, smsReceived, storedBankSms, TEST_SIGNING_KEY } from '../../../test/gateway-sms.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The same bank SMS delivered to two instances on one PostgreSQL at once (issue 27 part 1, D97): each has
 * its own pool, so only the database's unique keys can store it once. A phone retrying an event and the
 * same credit forwarded under two event ids both land on either instance.
 */
describe('a bank SMS delivered to two instances at once', () => {
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await buildTestApp();
    b = await t.startInstance();
    const seller = (await findOrCreateSeller(t)).token;
    const saved = await call(t, 'PATCH', '/payments/sms/settings', {
      token: seller,
      body: { bank_sms_senders: ['SBIUPI'], signing_key: TEST_SIGNING_KEY },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores it once, whichever instance gets it and under however many event ids', async () => {
    for (let round = 0; round < 6; round += 1) {
      const rrn = `63460000000${round}`;
      const event = smsReceived(sbiCredit('199.00', rrn));
      const answers = await Promise.all([
        postGatewaySms(t, event),
        postGatewaySms(t, event, { app: b }),
        postGatewaySms(t, smsReceived(sbiCredit('199.00', rrn)), { app: b }),
        postGatewaySms(t, smsReceived(sbiCredit('199.00', rrn))),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const rows = (await storedBankSms(t)).filter((row) => row.rrn === rrn);
      expect(rows).toMatchObject([{ kind: 'credit', amount_paise: 19_900, status: 'unmatched' }]);
    }
  });
});
