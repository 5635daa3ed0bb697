import type { FastifyInstance } from 'fastify';
import type { Order } from '@rasoi/domain/api';
import type { UpiRequest } from '@rasoi/domain/upi-requests';
import type { TestApp } from './build-test-app.ts';
import { call, type Answer } from './api-helpers.ts';
import { newCustomer, type TestCustomer } from './orders.ts';

/**
 * Places an order of one `mealId` for `customer` through the API, paid by UPI on delivery unless
 * `paymentMethod` says otherwise; throws unless it was placed. Returns the order.
 */
export async function placeUpiOrder(
  t: TestApp,
  customer: TestCustomer,
  mealId: string,
  paymentMethod = 'UPI',
): Promise<Order> {
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: [{ meal_id: mealId, quantity: 1 }], address: customer.addressId, payment_method: paymentMethod },
  });
  if (answer.status !== 201) throw new Error(`order failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order as Order;
}

/**
 * POST /order/:id/upi as `customer` (the order's exact UPI amount, D98), through `app` (the test app unless
 * given) and in `locale` when given. Answers whatever the API answered.
 */
export async function askUpiAmount(
  t: TestApp,
  customer: TestCustomer,
  orderId: string,
  options: { app?: FastifyInstance; locale?: string } = {},
): Promise<Answer> {
  const response = await (options.app ?? t.app).inject({
    method: 'POST',
    url: `/api/v1/order/${orderId}/upi`,
    headers: {
      authorization: `Bearer ${customer.token}`,
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

/** The request an answer of POST /order/:id/upi carries. */
export const upiRequestOf = (answer: Answer): UpiRequest => answer.body.data.upi_request as UpiRequest;

/** A new customer's UPI order of one `mealId` and the exact amount it asked for; throws if it was refused. */
export async function upiOrder(
  t: TestApp,
  mealId: string,
): Promise<{ customer: TestCustomer; order: Order; request: UpiRequest }> {
  const customer = await newCustomer(t);
  const order = await placeUpiOrder(t, customer, mealId);
  const asked = await askUpiAmount(t, customer, order._id);
  if (asked.status !== 200) throw new Error(`UPI amount refused: ${JSON.stringify(asked.body)}`);
  return { customer, order, request: upiRequestOf(asked) };
}
