/**
 * The seller's orders (D83; docs/architecture.md 'Layers'): the orders page and its cards, the new-order
 * watch, alarm, overlay and waiting banner that app/seller/seller-layout.tsx composes, and the orders read
 * the dashboard counts.
 */
export { useSellerOrderList } from './api/get-seller-orders.ts';
export { SellerOrdersPage } from './seller-orders-page.tsx';
export { useAcknowledgeOrders } from './api/acknowledge-orders.ts';
export { askNotificationPermission } from './new-order-alert.ts';
export { NewOrderOverlay } from './new-order-overlay.tsx';
export { useNewOrderWatch } from './use-new-order-watch.ts';
export { WaitingOrdersBanner } from './waiting-orders-banner.tsx';
