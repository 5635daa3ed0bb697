/** The first wait after the live stream drops (issue 5): 1 s. */
export const RECONNECT_FIRST_MS = 1_000;
/** The longest wait between reconnect tries (issue 5): 15 s. */
export const RECONNECT_MAX_MS = 15_000;

/**
 * How long to wait before reconnect try number `attempt` (0 = the first try after a drop): 1 s, 2 s,
 * 4 s, 8 s, then 15 s for every further try (issue 5 'Live order updates').
 */
export function reconnectDelayMs(attempt: number): number {
  const safe = Math.max(0, Math.floor(attempt));
  // Past 2^4 the cap applies anyway; keep the power small so it never overflows.
  return Math.min(RECONNECT_FIRST_MS * 2 ** Math.min(safe, 10), RECONNECT_MAX_MS);
}
