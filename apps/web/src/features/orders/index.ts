/**
 * The orders feature's public entry (docs/architecture.md 'Layers'): the order queries that the live
 * events write into and the payment page refreshes, and the order timing the payment page records;
 * cancelling (issue 15): the call, the reason sheet and the cancelled note the seller's cards reuse.
 */
export { orderQueryOptions } from '../../api/get-order.ts';
export { userOrdersQueryOptions } from '../../api/get-user-orders.ts';
export { rememberOrderTiming } from '../../lib/order-timing.ts';
export { cancelOrder } from '../../api/cancel-order.ts';
export { CancelReasonSheet } from '../../ui/cancel-reason-sheet.tsx';
export { CancelledNote } from '../../ui/cancelled-note.tsx';
