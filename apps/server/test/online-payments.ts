import type { Meal, Order } from '@rasoi/domain/api';
import { call, readMenu, type Answer } from './api-helpers.ts';
import type { TestApp } from './build-test-app.ts';
import type { TestCustomer } from './orders.ts';
import { TEST_KEY_ID, TEST_KEY_SECRET, TEST_WEBHOOK_SECRET, type RazorpayStandIn } from './razorpay-stand-in.ts';

/** The settings a test app needs to call the stand-in (issue 27 part 2, D100). */
export const gatewayEnv = (standIn: Pick<RazorpayStandIn, 'url'>) => ({
  PAYMENT_GATEWAY_API_URL: standIn.url,
  PAYMENT_GATEWAY_CHECKOUT_URL: `${standIn.url}/v1/checkout.js`,
  PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
});

/** Saves the stand-in's keys as the kitchen's, through the seller's route. */
export async function saveGatewayKeys(t: TestApp, sellerToken: string): Promise<void> {
  const saved = await call(t, 'PATCH', '/payments/gateway/settings', {
    token: sellerToken,
    body: { key_id: TEST_KEY_ID, key_secret: TEST_KEY_SECRET, webhook_secret: TEST_WEBHOOK_SECRET },
  });
  if (saved.status !== 200) throw new Error(`gateway settings refused: ${JSON.stringify(saved.body)}`);
}

/** Places an order of `quantity` of the first active meal to be paid online; returns the answer. */
export async function placeOnlineOrder(
  t: TestApp,
  customer: Pick<TestCustomer, 'token' | 'addressId'>,
  quantity = 2,
): Promise<Answer> {
  const meal = (await readMenu(t)).meals.find((each: Meal) => each.is_active)!;
  return call(t, 'POST', '/order/create-cod-order', {
    token: customer.token,
    body: { meals: [{ meal_id: meal._id, quantity }], address: customer.addressId, payment_method: 'ONLINE' },
  });
}

/** Places an online order and returns it (throws unless 201). */
export async function onlineOrder(t: TestApp, customer: Pick<TestCustomer, 'token' | 'addressId'>): Promise<Order> {
  const answer = await placeOnlineOrder(t, customer);
  if (answer.status !== 201) throw new Error(`online order refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.order as Order;
}

/** `createOnlinePayment` for an order or a top-up, in a language. */
export function askPayment(
  t: TestApp,
  token: string,
  body: { order_id: string } | { topup_paise: number },
  locale = 'en',
): Promise<Answer> {
  return call(t, 'POST', '/payments/online', { token, body, headers: { 'accept-language': locale } });
}

/** Waits until `read` gives something `done` accepts (no fixed sleep), or fails after `ms`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`not reached in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
