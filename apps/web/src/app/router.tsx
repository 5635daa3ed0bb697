import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { dishesQueryOptions, mealsQueryOptions } from '../features/menu/index.ts';
import { paths } from '../lib/paths.ts';
import { lazyPages, type LazyPage } from './lazy-pages.ts';
import { OverlayRoot } from './overlay-host.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './lazy-route-error.tsx';
import { HomePage } from './routes/home-page.tsx';
import { LoadingDots } from '../ui/loading-dots.tsx';

/*
 * Every page but home loads on first visit (issue 6: a first visit to / downloads only what the home
 * page needs), so the menu a customer opens the app for arrives sooner; the service worker precaches
 * the pages' chunks once the app is installed, so later visits open them at once. Which module is which
 * page is lazy-pages.ts's table (issue 12); the glob only lets the build split them.
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '!../features/seller/**',
  './routes/*-page.tsx',
  '!./routes/home-page.tsx',
]);

/** The lazy route of a page of the table: its module's chunk, then the component it exports. */
function lazyPage(page: LazyPage) {
  const key = page.module.startsWith('app/') ? `./${page.module.slice('app/'.length)}` : `../${page.module}`;
  const load = pageModules[key];
  if (!load) throw new Error(`lazy-pages.ts names ${page.module}, which the router's glob does not hold`);
  return async () => ({ Component: (await load())[page.component] });
}

const splashPage = async () => ({ Component: (await import('./splash.tsx')).SplashPage });

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
    // An overlay that fails (its code did not load) gets the app's error screen, not React Router's.
    errorElement: <RouteError />,
    children: [
      { path: paths.splash, lazy: splashPage, errorElement: <RouteError /> },
      // The seller area is its own lazy chunk with its own chrome (docs/architecture.md 'Web'): a customer's
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
              { path: child(lazyPages.checkout.path), lazy: lazyPage(lazyPages.checkout) },
              { path: child(lazyPages.address.path), lazy: lazyPage(lazyPages.address) },
              { path: child(lazyPages.newAddress.path), lazy: lazyPage(lazyPages.newAddress) },
              {
                path: child(lazyPages.orderTracking.path),
                lazy: lazyPage(lazyPages.orderTracking),
                handle: openWhenClosed,
              },
              { path: child(lazyPages.payment.path), lazy: lazyPage(lazyPages.payment) },
              { path: child(lazyPages.cart.path), lazy: lazyPage(lazyPages.cart), loader: prefetchMenu() },
              { path: child(lazyPages.scratch.path), lazy: lazyPage(lazyPages.scratch) },
              {
                path: child(lazyPages.fullMenu.path),
                lazy: lazyPage(lazyPages.fullMenu),
                loader: prefetchMenu({ meals: true }),
              },
              {
                path: child(lazyPages.profile.path),
                handle: openWhenClosed,
                children: [
                  { index: true, lazy: lazyPage(lazyPages.profile) },
                  // Absolute child paths: React Router accepts them under a parent whose path they start with.
                  { path: lazyPages.orders.path, lazy: lazyPage(lazyPages.orders) },
                  { path: lazyPages.coupons.path, lazy: lazyPage(lazyPages.coupons) },
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
