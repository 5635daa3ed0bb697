import type { TestApp } from './build-test-app.ts';
import { logIn, newMobile } from './api-helpers.ts';

/**
 * A logged-in seller for tests. Seller login (mobile + PIN) arrives with the seller issue; until
 * then a customer logs in through the real endpoints and is promoted in the database.
 */
export async function findOrCreateSeller(t: TestApp): Promise<{ token: string; userId: string }> {
  const session = await logIn(t, newMobile());
  await t.db.updateTable('users').set({ role: 'seller' }).where('id', '=', session.userId).execute();
  return session;
}
