import type { OrderStatus } from '@rasoi/domain/constants';
import type { TimeFrame } from '@rasoi/domain/time-frame';

/**
 * Every TanStack query key of the web app, one factory per feature (issue 12 'Session hygiene'): a query
 * and each invalidation of it name the same factory, so no array key is written by hand anywhere else.
 * They live here, in shared code, because features invalidate each other's data (placing an order
 * refreshes the orders, the profile and the coupons; the live order events update the seller's lists)
 * without importing one another. A key that is a prefix of others (`all`) invalidates them all.
 */

/** The menu's thalis (GET /meal); the seller's full list sits under the same root, so one invalidation refreshes both. */
export const mealsKeys = {
  all: ['meals'] as const,
  seller: ['meals', 'seller'] as const,
};

/** The dishes (GET /dish); the seller's full list sits under the same root. */
export const dishesKeys = {
  all: ['dishes'] as const,
  seller: ['dishes', 'seller'] as const,
};

/**
 * A day's meal slots (GET /slots; `null` is the kitchen's today) and one slot's menu (GET /slots/:id/menu,
 * issue 14); the seller's changes invalidate `all`.
 */
export const dayMenuKeys = {
  all: ['day-menu'] as const,
  slots: (date: string | null) => [...dayMenuKeys.all, 'slots', date ?? 'today'] as const,
  menus: () => [...dayMenuKeys.all, 'menu'] as const,
  menu: (slotId: string) => [...dayMenuKeys.menus(), slotId] as const,
};

/** The kitchen's public state and settings (GET /kitchen), also the seller's open/closed switch. */
export const kitchenKeys = { all: ['kitchen'] as const };

/** The caller's profile (GET /users/profile), whose `role` is the session's. */
export const profileKeys = { all: ['profile'] as const };

/** The caller's coupons (GET /coupon). */
export const couponsKeys = { all: ['coupons'] as const };

/** The caller's saved addresses (GET /address). */
export const addressesKeys = { all: ['addresses'] as const };

/** The caller's orders: the list (GET /order/user) and one order (GET /order/:id). */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => [...ordersKeys.all, 'mine'] as const,
  detail: (orderId: string) => [...ordersKeys.all, 'one', orderId] as const,
};

/** The seller area: its order lists by status (paged, issue 11 D32), dashboard figures and coupon summary. */
export const sellerKeys = {
  all: ['seller'] as const,
  /** Every status tab of the seller's order list (GET /order): invalidating it refreshes them all. */
  orders: () => [...sellerKeys.all, 'orders'] as const,
  orderList: (status: OrderStatus) => [...sellerKeys.orders(), status] as const,
  /** The dashboard's figures (GET /stats), every time frame. */
  stats: () => [...sellerKeys.all, 'stats'] as const,
  statsFor: (timeFrame: TimeFrame) => [...sellerKeys.stats(), timeFrame] as const,
  couponSummary: () => [...sellerKeys.all, 'coupon-summary'] as const,
};

/** The keys of one person's data: refreshed when someone logs in (endSession clears the whole cache). */
export const personalKeys = [profileKeys.all, ordersKeys.all, addressesKeys.all, couponsKeys.all] as const;
