/**
 * The orders feature's public entry (docs/architecture.md 'Layers'): the order queries that the live
 * events write into and the payment page refreshes, and the order timing the payment page records.
 */
export { orderQueryOptions } from './api/get-order.ts';
export { userOrdersQueryOptions } from './api/get-user-orders.ts';
export { rememberOrderTiming } from './order-timing.ts';
