import { createBrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { dishesQueryOptions, mealsQueryOptions } from '../features/menu/index.ts';
import { paths } from '../lib/paths.ts';
import { OverlayRoot } from './overlay-host.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './lazy-route-error.tsx';
import { HomePage } from './routes/home-page.tsx';
import { LoadingDots } from '../ui/loading-dots.tsx';

/*
 * Every page but home loads on first visit (issue 6: a first visit to / downloads only what the home
 * page needs), so the menu a customer opens the app for arrives sooner; the service worker precaches
 * the pages' chunks once the app is installed, so later visits open them at once.
 */
const splashPage = async () => ({ Component: (await import('./splash.tsx')).SplashPage });
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

/**
 * A route loader that starts the page's menu reads (the dishes, and the thalis with `meals`) at once,
 * beside the download of the page's code rather than after it (issue 6: the reads were the last step
 * before the page's largest picture). It does not wait for them: the page reads them from the query
 * cache, already fetched or on the way; fresh data is not fetched again.
 */
const prefetchMenu =
  ({ meals = false }: { meals?: boolean } = {}) =>
  () => {
    if (meals) void queryClient.prefetchQuery(mealsQueryOptions());
    void queryClient.prefetchQuery(dishesQueryOptions());
    return null;
  };

/** Profile and order pages stay reachable while the kitchen is closed. */
const openWhenClosed: RouteHandle = { openWhenClosed: true };

/** Route paths relative to the root layout, derived from the one route table. */
const child = (path: string) => path.replace(/^\//, '');

/**
 * The customer routes (spec 2 'Customer routes'), in data mode. Every route shares the spec's
 * 'Unexpected Application Error!' screen, which also answers unknown paths with '404 Not Found'.
 */
export const routes = [
  {
    // One overlay host above every page, the seller area's included (issue 12, D38).
    element: <OverlayRoot />,
    children: [
      { path: paths.splash, lazy: splashPage, errorElement: <RouteError /> },
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
              { path: child(paths.cart), lazy: cartPage, loader: prefetchMenu() },
              { path: child(paths.scratch), lazy: scratchPage },
              { path: child(paths.fullMenu), lazy: fullMenuPage, loader: prefetchMenu({ meals: true }) },
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
    ],
  },
];

/** Builds the browser router; a function so tests and the app each get their own. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
