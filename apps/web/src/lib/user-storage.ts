/**
 * Browser storage that belongs to the person logged in (issue 12 'Session hygiene'), beyond the stores
 * that forget themselves (token, cart, address): the last placed order's start and total time (spec 3,
 * written by the orders feature). Kept here, below the features, so endSession can forget it.
 */

/** localStorage keys of the last placed order's start time (ms since epoch) and total time (minutes). */
export const ORDER_START_TIME_KEY = 'orderStartTime';
export const ORDER_TOTAL_TIME_KEY = 'orderTotalTime';

/** Removes the person's keys from localStorage; storage that is blocked (private mode) holds nothing to remove. */
export function forgetUserStorage(): void {
  try {
    localStorage.removeItem(ORDER_START_TIME_KEY);
    localStorage.removeItem(ORDER_TOTAL_TIME_KEY);
  } catch {
    // Nothing was stored.
  }
}
