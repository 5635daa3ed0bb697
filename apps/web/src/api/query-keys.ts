import type { OrderStatus } from '@rasoi/domain/constants';

/**
 * Query keys that more than one feature touches: the live order events (features/live) update the
 * seller's lists without importing the seller area, which stays out of a customer's first load.
 */

/** Root of the seller's order lists (GET /order), every status: invalidating it refreshes them all. */
export const sellerOrdersKey = ['seller', 'orders'] as const;

/** One status tab of the seller's order list, loaded a page at a time (issue 11, D32). */
export const sellerOrderListKey = (status: OrderStatus) => [...sellerOrdersKey, status] as const;

/** Root of the seller dashboard's figures, every time frame (GET /stats). */
export const statsRootKey = ['seller', 'stats'] as const;
