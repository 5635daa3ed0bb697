import { createBrowserRouter } from 'react-router';
import { CouponsPage } from '../features/coupons/coupons-page.tsx';
import { ScratchPage } from '../features/coupons/scratch-page.tsx';
import { FullMenuPage } from '../features/menu/full-menu-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { paths } from './paths.ts';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { CartPage } from './routes/cart-page.tsx';
import { CheckoutPage } from './routes/checkout-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { SplashPage } from './splash.tsx';
import { LoadingDots } from '../ui/loading-dots.tsx';

/*
 * The checkout pages (address form with its validation, payment, order tracking) load on first
 * visit, so the menu a customer opens the app for arrives sooner.
 */
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
          { path: child(paths.checkout), element: <CheckoutPage /> },
          { path: child(paths.address), lazy: addressPage },
          { path: child(paths.newAddress), lazy: newAddressPage },
          { path: child(paths.orderPattern), lazy: orderTrackingPage, handle: openWhenClosed },
          { path: child(paths.payment), lazy: paymentPage },
          { path: child(paths.cart), element: <CartPage /> },
          { path: child(paths.scratch), element: <ScratchPage /> },
          { path: child(paths.fullMenu), element: <FullMenuPage /> },
          {
            path: child(paths.profile),
            handle: openWhenClosed,
            children: [
              { index: true, element: <ProfilePage /> },
              // Absolute child paths: React Router accepts them under a parent whose path they start with.
              { path: paths.profileOrders, element: <OrdersPage /> },
              { path: paths.profileCoupons, element: <CouponsPage /> },
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
