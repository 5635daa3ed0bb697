/**
 * The one typed table of the app's routes with link builders (spec 2). Build links from here;
 * never write a path string by hand.
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
