/**
 * Browser storage of the last placed order's start time and total time (spec 3 'an order start time
 * and total time', spec 4 'Order placement'). Written once here so placement and readers agree; the keys
 * live in lib/user-storage.ts, so ending the session forgets them.
 */
import { ORDER_START_TIME_KEY, ORDER_TOTAL_TIME_KEY } from './user-storage.ts';

/** Remembers when the order started (ms since epoch) and how many minutes it should take. */
export function rememberOrderTiming(startMs: number, totalMinutes: number): void {
  try {
    localStorage.setItem(ORDER_START_TIME_KEY, String(startMs));
    localStorage.setItem(ORDER_TOTAL_TIME_KEY, String(totalMinutes));
  } catch {
    // Storage can be full or blocked (private mode); the tracking page reads the order itself.
  }
}
