/**
 * Query keys that more than one feature touches: the live order events (features/live) update the
 * seller's lists without importing the seller area, which stays out of a customer's first load.
 */

/** The seller's list of every order (GET /order). */
export const sellerOrdersKey = ['seller', 'orders'] as const;

/** Root of the seller dashboard's figures, every time frame (GET /stats). */
export const statsRootKey = ['seller', 'stats'] as const;
