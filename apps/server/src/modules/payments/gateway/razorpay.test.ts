import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRazorpayStandIn,
  TEST_KEY_ID,
  TEST_KEY_SECRET,
  type RazorpayStandIn,
} from '../../../../test/razorpay-stand-in.ts';
import { PaymentGatewayError } from './payment-gateway.ts';
import { razorpayGateway } from './razorpay.ts';

/**
 * The Razorpay adapter (D100) against the local stand-in, and against a server answering what Razorpay
 * never should: too long, not JSON, nothing.
 */
let standIn: RazorpayStandIn;
let odd: http.Server;
let oddUrl: string;
let oddAnswer: (response: http.ServerResponse) => void = () => {};

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  odd = http.createServer((_request, response) => oddAnswer(response));
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await standIn.close();
  odd.closeAllConnections();
  await new Promise((resolve) => odd.close(resolve));
});

const gateway = (apiUrl: string, keySecret = TEST_KEY_SECRET) =>
  razorpayGateway({ apiUrl, timeoutMs: 500, keyId: TEST_KEY_ID, keySecret });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a PaymentGatewayError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PaymentGatewayError);
      const { reason, details } = error as PaymentGatewayError;
      return { reason, ...details };
    },
  );

describe('the Razorpay adapter', () => {
  it('creates an order with the amount in paise and refunds a captured payment', async () => {
    const order = await gateway(standIn.url).createOrder({
      amountPaise: 24_000,
      receipt: 'r1',
      notes: { kind: 'topup' },
    });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amountPaise: 24_000 });
    const { paymentId } = standIn.pay(order.id);
    const refund = await gateway(standIn.url).refundPayment({ paymentId, amountPaise: 24_000, receipt: 'x0000000001' });
    expect(refund).toEqual({ id: expect.stringMatching(/^rfnd_/), status: 'processed' });
    // Sent again with the same key (after a timeout): the same refund, not a second one.
    const again = await gateway(standIn.url).refundPayment({ paymentId, amountPaise: 24_000, receipt: 'x0000000001' });
    expect(again.id).toBe(refund.id);
    expect(standIn.refunds.filter((made) => made.payment_id === paymentId)).toHaveLength(1);
    // A second refund of the whole payment is refused, as Razorpay refuses it.
    expect(
      await failure(gateway(standIn.url).refundPayment({ paymentId, amountPaise: 24_000, receipt: 'y0000000001' })),
    ).toEqual({
      reason: 'refused',
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      gatewayReason: 'payment_fully_refunded',
    });
  });

  it('reads a refusal from the error envelope: wrong keys, an amount under ₹1', async () => {
    expect(
      await failure(
        gateway(standIn.url, 'wrong-secret-0000').createOrder({ amountPaise: 500, receipt: 'r', notes: {} }),
      ),
    ).toEqual({
      reason: 'refused',
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      gatewayReason: 'authentication_failed',
    });
    expect(await failure(gateway(standIn.url).createOrder({ amountPaise: 99, receipt: 'r', notes: {} }))).toMatchObject(
      {
        reason: 'refused',
        status: 400,
      },
    );
  });

  it('refuses an answer over 64 KiB unread, one that is not JSON, and no answer at all', async () => {
    oddAnswer = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'order_x', amount: 100, padding: 'x'.repeat(70 * 1024) }));
    };
    expect(await failure(gateway(oddUrl).createOrder({ amountPaise: 100, receipt: 'r', notes: {} }))).toEqual({
      reason: 'too_large',
    });
    oddAnswer = (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    };
    expect(await failure(gateway(oddUrl).createOrder({ amountPaise: 100, receipt: 'r', notes: {} }))).toEqual({
      reason: 'bad_answer',
      status: 200,
    });
    oddAnswer = () => {};
    expect(await failure(gateway(oddUrl).createOrder({ amountPaise: 100, receipt: 'r', notes: {} }))).toEqual({
      reason: 'timeout',
    });
  });
});
