import { paths } from '../lib/paths.ts';

/** A customer page that loads on first visit: its route path, its module (from src/) and the export that renders it. */
export type LazyPage = { path: string; module: string; component: string };

/**
 * The customer pages that load on first visit (issue 6), in one table (issue 12): the router builds
 * their lazy routes from it, and the build (vite.config.ts) writes from it a copy of index.html per
 * page that names the page's code for preloading. Strings only, so the build's config can read it.
 * The splash page and the seller area load lazily too, but no first visit starts on them.
 */
export const lazyPages = {
  fullMenu: { path: paths.fullMenu, module: 'features/menu/full-menu-page.tsx', component: 'FullMenuPage' },
  cart: { path: paths.cart, module: 'app/routes/cart-page.tsx', component: 'CartPage' },
  checkout: { path: paths.checkout, module: 'app/routes/checkout-page.tsx', component: 'CheckoutPage' },
  orderTracking: {
    path: paths.orderPattern,
    module: 'features/orders/order-tracking-page.tsx',
    component: 'OrderTrackingPage',
  },
  // an order's bill (issue 28, D107)
  orderBill: { path: paths.orderBillPattern, module: 'features/bills/bill-page.tsx', component: 'BillPage' },
  profile: { path: paths.profile, module: 'features/profile/profile-page.tsx', component: 'ProfilePage' },
  orders: { path: paths.profileOrders, module: 'features/orders/orders-page.tsx', component: 'OrdersPage' },
  coupons: { path: paths.profileCoupons, module: 'features/coupons/coupons-page.tsx', component: 'CouponsPage' },
  payment: { path: paths.payment, module: 'app/routes/payment-page.tsx', component: 'PaymentPage' },
  address: { path: paths.address, module: 'features/addresses/address-page.tsx', component: 'AddressPage' },
  newAddress: {
    path: paths.newAddress,
    module: 'features/addresses/new-address-page.tsx',
    component: 'NewAddressPage',
  },
  scratch: { path: paths.scratch, module: 'features/coupons/scratch-page.tsx', component: 'ScratchPage' },
  // tiffin plans and the household account (issue 26)
  plans: { path: paths.plans, module: 'features/tiffin/plans-page.tsx', component: 'PlansPage' },
  subscribe: {
    path: paths.planSubscribePattern,
    module: 'features/tiffin/subscribe-page.tsx',
    component: 'SubscribePage',
  },
  tiffin: { path: paths.tiffin, module: 'features/tiffin/my-tiffin-page.tsx', component: 'MyTiffinPage' },
  account: { path: paths.account, module: 'features/tiffin/account-page.tsx', component: 'AccountPage' },
  sharedStatement: {
    path: paths.sharedStatementPattern,
    module: 'features/tiffin/shared-statement-page.tsx',
    component: 'SharedStatementPage',
  },
} as const satisfies Record<string, LazyPage>;
