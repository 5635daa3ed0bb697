import { setSeller } from '../src/modules/customers/sellers/set-seller.ts';
import type { TestApp } from './build-test-app.ts';
import { call, newMobile, newRemoteAddress } from './api-helpers.ts';

/** The PIN every test seller gets. */
export const TEST_SELLER_PIN = '4321';

/** Logs a seller in through the real endpoint (POST /auth/seller-login); returns the token and user. */
export async function sellerLogIn(
  t: TestApp,
  mobile: string,
  pin = TEST_SELLER_PIN,
): Promise<{ token: string; userId: string; mobile: string }> {
  const answer = await call(t, 'POST', '/auth/seller-login', {
    body: { mobile, pin },
    remoteAddress: newRemoteAddress(),
  });
  if (answer.status !== 200) throw new Error(`seller login failed: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.token as string, userId: answer.body.data.user._id as string, mobile };
}

/**
 * A logged-in seller for tests: a new seller account (as `npm run seller` makes one) with
 * TEST_SELLER_PIN, logged in through the real seller-login endpoint.
 */
export async function findOrCreateSeller(
  t: TestApp,
  mobile = newMobile(),
): Promise<{ token: string; userId: string; mobile: string }> {
  await setSeller(t.db, { mobile, pin: TEST_SELLER_PIN }, t.clock.now());
  return sellerLogIn(t, mobile);
}
