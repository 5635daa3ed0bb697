import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@rasoi/domain/api';
import { call } from '../../../test/api-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { askPayment, eventually, gatewayEnv, onlineOrder, saveGatewayKeys } from '../../../test/online-payments.ts';
import { newCustomer, type TestCustomer } from '../../../test/orders.ts';
import { postWebhook, startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { findOrCreateSeller } from '../../../test/sellers.ts';

/**
 * The gateway's webhook delivered to two instances on one PostgreSQL at once (issue 27 part 2, D100): each
 * has its own pool, so only the database (the event id's primary key, the payment's conditional UPDATE,
 * one refund per payment) makes it count once.
 */
describe('a payment webhook delivered to two instances at once', () => {
  let t: TestApp;
  let b: FastifyInstance;
  let standIn: RazorpayStandIn;
  let customer: TestCustomer;

  beforeAll(async () => {
    standIn = await startRazorpayStandIn();
    t = await buildTestApp(gatewayEnv(standIn));
    b = await t.startInstance();
    await saveGatewayKeys(t, (await findOrCreateSeller(t)).token);
    customer = await newCustomer(t);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('pays the order once, with one order.created event, whichever instance gets it', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await onlineOrder(t, customer);
      const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
        .data;
      const hook = standIn.pay(gatewayOrderId);
      const answers = await Promise.all([
        postWebhook(t, hook),
        postWebhook(t, hook, { app: b }),
        postWebhook(t, hook, { app: b }),
        postWebhook(t, hook),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const created = await t.db
        .selectFrom('order_events')
        .select('id')
        .where('order_id', '=', order._id)
        .where('type', '=', 'order.created')
        .execute();
      expect(created).toHaveLength(1);
      const read = await call(t, 'GET', `/order/${order._id}`, { token: customer.token });
      expect(read.body.data.order as Order).toMatchObject({ status: 'Preparing', collected_by: 'online' });
    }
  });

  it('refunds a late payment once when it reaches both instances at once', async () => {
    const order = await onlineOrder(t, customer);
    const { gateway_order_id: gatewayOrderId } = (await askPayment(t, customer.token, { order_id: order._id })).body
      .data;
    await call(t, 'POST', `/order/${order._id}/cancel`, { token: customer.token, body: { reason: '' } });
    const hook = standIn.pay(gatewayOrderId);
    const answers = await Promise.all([postWebhook(t, hook), postWebhook(t, hook, { app: b })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const refunded = () =>
      t.db
        .selectFrom('gateway_refunds')
        .innerJoin('gateway_payments', 'gateway_payments.id', 'gateway_refunds.payment_id')
        .select('gateway_refunds.status')
        .where('gateway_payments.order_id', '=', order._id)
        .execute();
    expect(await eventually(refunded, (rows) => rows[0]?.status === 'processed')).toHaveLength(1);
    expect(standIn.refunds.filter((refund) => refund.payment_id === hook.paymentId)).toHaveLength(1);
  });
});
