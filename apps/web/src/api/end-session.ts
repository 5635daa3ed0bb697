/**
 * Ending the session on this device (issue 12 'Session hygiene'): the one place Logout (customer and
 * seller) and a 401 answer (api/client.ts) go through, so nothing of the person whose session ended is
 * left for the next one to see.
 */
import { KITCHEN_DB_NAME } from './kitchen-db-name.ts';
import { queryClient } from './query-client.ts';
import { useAddress } from '../lib/address-store.ts';
import { useCart } from '../lib/cart-store.ts';
import { useDiet } from '../lib/diet-store.ts';
import { useAuth } from '../lib/session-store.ts';
import { forgetUserStorage } from '../lib/user-storage.ts';

/**
 * Why the session ends: 'logout' (the person asked; spec 4: the cart and all browser storage go too) or
 * 'expired' (the server answered 401: the token was revoked or ran out; a visitor's cart lines stay).
 */
export type SessionEndReason = 'logout' | 'expired';

/**
 * Forgets the bearer token, every cached answer (queryClient.clear(): whatever was fetched belongs to
 * the person whose session ended), the cart's coupon (a coupon is its owner's), the chosen delivery
 * address, the remembered diet notes (D55) and the last order's timing. On 'logout' it also empties the cart and clears localStorage and
 * sessionStorage. Revoking the session on the server is the caller's (it needs the token first).
 */
export function endSession(reason: SessionEndReason): void {
  useAuth.getState().logOut();
  useCart.getState().removeCoupon();
  useAddress.getState().resetAddress();
  useDiet.getState().resetDiet();
  forgetUserStorage();
  queryClient.clear();
  // The kitchen's saved answers and unsent changes are the seller session's (D115); the native call keeps
  // idb out of the first load. A page holding the database open closes it when asked (kitchen-store.ts).
  globalThis.indexedDB?.deleteDatabase(KITCHEN_DB_NAME);
  if (reason === 'logout') {
    useCart.getState().clearCart();
    // Last, so nothing a store wrote while resetting survives (spec 4: all browser storage is cleared).
    localStorage.clear();
    sessionStorage.clear();
  }
}
