import type { Order } from '@rasoi/domain/api';
import type { TestApp } from './build-test-app.ts';
import { call } from './api-helpers.ts';
import { placeTestOrder, type TestCustomer } from './orders.ts';

/** Moves an order to Delivered through the seller's API (Preparing, Out For Delivery, Delivered). */
export async function deliver(t: TestApp, sellerToken: string, orderId: string): Promise<void> {
  for (const status of ['Out For Delivery', 'Delivered']) {
    const answer = await call(t, 'PATCH', `/order/${orderId}`, { token: sellerToken, body: { status } });
    if (answer.status !== 200) throw new Error(`status move failed: ${JSON.stringify(answer.body)}`);
  }
}

/** Places a test order for the customer (placeTestOrder) and delivers it; returns its id. */
export async function deliveredOrder(
  t: TestApp,
  customer: Pick<TestCustomer, 'token' | 'addressId'>,
  sellerToken: string,
): Promise<string> {
  const order: Order = await placeTestOrder(t, customer);
  await deliver(t, sellerToken, order._id);
  return order._id;
}
