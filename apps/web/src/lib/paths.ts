/**
 * The one typed table of the app's routes with link builders (spec 2). Build links from here;
 * never write a path string by hand. Shared code (docs/architecture.md 'Layers'), so a feature links to a
 * page without importing app/; vite.config.ts reads it for the per-page preloads.
 */
export const paths = {
  home: '/',
  splash: '/splash',
  checkout: '/checkout',
  address: '/address',
  newAddress: '/address/new',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  orderPattern: '/orders/:orderId',
  payment: '/payment',
  cart: '/cart',
  scratch: '/scratch',
  fullMenu: '/full-menu',
  profile: '/profile',
  profileOrders: '/profile/orders',
  profileCoupons: '/profile/coupons',
  seller: '/seller',
} as const;
