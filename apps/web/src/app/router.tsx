import { createBrowserRouter } from 'react-router';
import { paths } from './paths.ts';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { HomePage } from './routes/home-page.tsx';
import { SplashPage } from './splash.tsx';
import { LoadingDots } from '../ui/loading-dots.tsx';

/*
 * Every page but home loads on first visit (issue 6: a first visit to / downloads only what the home
 * page needs), so the menu a customer opens the app for arrives sooner; the service worker precaches
 * the pages' chunks once the app is installed, so later visits open them at once.
 */
const fullMenuPage = async () => ({ Component: (await import('../features/menu/full-menu-page.tsx')).FullMenuPage });
const cartPage = async () => ({ Component: (await import('./routes/cart-page.tsx')).CartPage });
const checkoutPage = async () => ({ Component: (await import('./routes/checkout-page.tsx')).CheckoutPage });
const scratchPage = async () => ({ Component: (await import('../features/coupons/scratch-page.tsx')).ScratchPage });
const couponsPage = async () => ({ Component: (await import('../features/coupons/coupons-page.tsx')).CouponsPage });
const ordersPage = async () => ({ Component: (await import('../features/orders/orders-page.tsx')).OrdersPage });
const profilePage = async () => ({ Component: (await import('../features/profile/profile-page.tsx')).ProfilePage });
const addressPage = async () => ({ Component: (await import('../features/addresses/address-page.tsx')).AddressPage });
const newAddressPage = async () => ({
  Component: (await import('../features/addresses/new-address-page.tsx')).NewAddressPage,
});
const paymentPage = async () => ({ Component: (await import('../features/payment/payment-page.tsx')).PaymentPage });
const orderTrackingPage = async () => ({
  Component: (await import('../features/orders/order-tracking-page.tsx')).OrderTrackingPage,
});

/** Profile and order pages stay reachable while the kitchen is closed. */
const openWhenClosed: RouteHandle = { openWhenClosed: true };

/** Route paths relative to the root layout, derived from the one route table. */
const child = (path: string) => path.replace(/^\//, '');

/**
 * The customer routes (spec 2 'Customer routes'), in data mode. Every route shares the spec's
 * 'Unexpected Application Error!' screen, which also answers unknown paths with '404 Not Found'.
 */
export const routes = [
  { path: paths.splash, element: <SplashPage />, errorElement: <RouteError /> },
  // The seller area is its own lazy chunk with its own chrome (ARCHITECTURE.md 'Web'): a customer's
  // phone never downloads it.
  {
    path: `${paths.seller}/*`,
    lazy: () => import('../features/seller/routes.tsx'),
    hydrateFallbackElement: <LoadingDots label="Loading the kitchen" />,
    errorElement: <RouteError />,
  },
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: child(paths.checkout), lazy: checkoutPage },
          { path: child(paths.address), lazy: addressPage },
          { path: child(paths.newAddress), lazy: newAddressPage },
          { path: child(paths.orderPattern), lazy: orderTrackingPage, handle: openWhenClosed },
          { path: child(paths.payment), lazy: paymentPage },
          { path: child(paths.cart), lazy: cartPage },
          { path: child(paths.scratch), lazy: scratchPage },
          { path: child(paths.fullMenu), lazy: fullMenuPage },
          {
            path: child(paths.profile),
            handle: openWhenClosed,
            children: [
              { index: true, lazy: profilePage },
              // Absolute child paths: React Router accepts them under a parent whose path they start with.
              { path: paths.profileOrders, lazy: ordersPage },
              { path: paths.profileCoupons, lazy: couponsPage },
            ],
          },
        ],
      },
    ],
  },
];

/** Builds the browser router; a function so tests and the app each get their own. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
