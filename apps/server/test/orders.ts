import type { Meal, Order } from '@rasoi/domain/api';
import type { TestApp } from './build-test-app.ts';
import { addAddress, call, logIn, readMenu } from './api-helpers.ts';

/** A customer logged in through the real endpoints, with one saved address. */
export type TestCustomer = { token: string; userId: string; mobile: string; addressId: string };

/** Logs a new customer in (or the given number again) and saves an address for them. */
export async function newCustomer(t: TestApp, mobile?: string): Promise<TestCustomer> {
  const session = await logIn(t, mobile);
  return { ...session, addressId: await addAddress(t, session.token) };
}

/** Places a cash order of two of the first active meal through the API; returns the order. */
export async function placeTestOrder(t: TestApp, customer: Pick<TestCustomer, 'token' | 'addressId'>): Promise<Order> {
  const meal = (await readMenu(t)).meals.find((m: Meal) => m.is_active)!;
  const answer = await call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: [{ meal_id: meal._id, quantity: 2 }], address: customer.addressId, payment_method: 'COD' },
  });
  if (answer.status !== 201) throw new Error(`order failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order as Order;
}

/** Sets the test clock to an instant (forwards or backwards). */
export function setClock(t: TestApp, iso: string): void {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}
