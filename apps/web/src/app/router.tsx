import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { matchPath, Outlet, Route, Routes } from 'react-router';
import { queryClient } from '../api/query-client.ts';
import { kitchenQueryOptions } from '../api/get-kitchen.ts';
import { dishesQueryOptions } from '../api/get-dishes.ts';
import { mealsQueryOptions } from '../api/get-meals.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { userOrdersQueryOptions } from '../api/get-user-orders.ts';
import { useAuth } from '../lib/session-store.ts';
import { paths } from '../lib/paths.ts';
import { lazyNamed } from '../ui/lazy-named.ts';
import { LoadingDots } from '../ui/loading-dots.tsx';
import { lazyPages, type LazyPage } from './lazy-pages.ts';
import { NOT_FOUND, RouteError } from './lazy-route-error.tsx';
import { useNavigationEvents } from './navigation-events.ts';
import { OverlayRoot } from './overlay-host.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { SharedItemRedirect, SharedMenuRedirect } from './shared-links.tsx';
import { HomePage } from './routes/home-page.tsx';
import { m } from '@rasoi/domain/i18n/messages';
import { SHARED_ITEM_PATTERN, SHARED_MENU_PATH } from '@rasoi/domain/share';

/*
 * Every page but home loads on first visit (issue 6: a first visit to / downloads only what the home
 * page needs), so the menu a customer opens the app for arrives sooner; the service worker precaches
 * the pages' chunks once the app is installed, so later visits open them at once. Which module is which
 * page is lazy-pages.ts's table (issue 12); the glob only lets the build split them.
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-page.tsx',
  '!../features/seller-account/**',
  '!../features/seller-catalogue/**',
  '!../features/seller-insights/**',
  '!../features/seller-kitchen/**',
  '!../features/seller-orders/**',
  './routes/*-page.tsx',
  '!./routes/home-page.tsx',
]);

/**
 * Starts the page's menu reads (the dishes, and the thalis with `meals`) at once, beside the download of
 * the page's code rather than after it (issue 6: the reads were the last step before the page's largest
 * picture). It does not wait for them: the page reads them from the query cache, already fetched or on
 * the way; fresh data is not fetched again.
 */
const prefetchMenu =
  ({ meals = false }: { meals?: boolean } = {}) =>
  () => {
    if (meals) void queryClient.prefetchQuery(mealsQueryOptions());
    void queryClient.prefetchQuery(dishesQueryOptions());
  };

/**
 * Starts a logged-in customer's order read beside the download of the tracking page's code (issue 17: the
 * order's state is that page's largest paint, and its read waited for the page's code and first render).
 * The kitchen's read starts with it: the order's cancel window comes from it, and an order painted before
 * the kitchen arrived moved down when the cancel button appeared (CLS). Takes the page's pathname; reads
 * nothing for a visitor, whom the page asks to log in.
 */
const prefetchOrder = (pathname: string) => {
  const orderId = matchPath(paths.orderPattern, pathname)?.params.orderId;
  if (!orderId || !useAuth.getState().token) return;
  void queryClient.prefetchQuery(kitchenQueryOptions());
  void queryClient.prefetchQuery(orderQueryOptions(orderId));
};

/** The same for the list of the customer's orders (issue 17). */
const prefetchMyOrders = () => {
  if (useAuth.getState().token) void queryClient.prefetchInfiniteQuery(userOrdersQueryOptions());
};

/** A page's route element, and its code's load, which starts the page's `onEnter` work too. */
type PageRoute = { element: ReactNode; path: string; enter: (pathname?: string) => Promise<ComponentType> };

/**
 * A page of the table: its module's chunk loaded the first time the route is entered (React.lazy), then
 * the component it exports; `onEnter` starts work beside that download (prefetchMenu). The element
 * renders under a Suspense boundary (PageLevel).
 */
function lazyPage(page: LazyPage, onEnter?: (pathname: string) => void): PageRoute {
  const key = page.module.startsWith('app/') ? `./${page.module.slice('app/'.length)}` : `../${page.module}`;
  const load = pageModules[key];
  if (!load) throw new Error(`lazy-pages.ts names ${page.module}, which the router's glob does not hold`);
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A navigation renders the new route after the history entry is pushed: the address is the page's.
  const enter = (pathname = window.location.pathname) => {
    if (!loading) {
      onEnter?.(pathname);
      loading = load().then((module) => (loaded = module[page.component]!));
    }
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await enter() }));
  // Code already in (preloadPage before the first render) renders at once, as data mode's router did:
  // React.lazy would suspend once more, and React reveals suspended content up to 300 ms late (D26).
  // Decided once per mount, so the page is never swapped for another component type under its state.
  function Page() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, path: page.path, enter };
}

// Made once, so the lazy components stay the same from render to render.
const pages = {
  checkout: lazyPage(lazyPages.checkout),
  address: lazyPage(lazyPages.address),
  newAddress: lazyPage(lazyPages.newAddress),
  orderTracking: lazyPage(lazyPages.orderTracking, prefetchOrder),
  orderBill: lazyPage(lazyPages.orderBill),
  payment: lazyPage(lazyPages.payment),
  cart: lazyPage(lazyPages.cart, prefetchMenu()),
  scratch: lazyPage(lazyPages.scratch),
  fullMenu: lazyPage(lazyPages.fullMenu, prefetchMenu({ meals: true })),
  profile: lazyPage(lazyPages.profile),
  orders: lazyPage(lazyPages.orders, prefetchMyOrders),
  coupons: lazyPage(lazyPages.coupons),
  plans: lazyPage(lazyPages.plans),
  subscribe: lazyPage(lazyPages.subscribe),
  tiffin: lazyPage(lazyPages.tiffin),
  account: lazyPage(lazyPages.account),
  sharedStatement: lazyPage(lazyPages.sharedStatement),
};

/**
 * Loads the code of the lazy page at `pathname` (and starts its menu reads), resolving once it is in;
 * undefined when no lazy page is there. main.tsx awaits it before the first render, so a first visit
 * paints its page at once, as data mode's router did by loading a lazy route before rendering. A failed
 * load resolves too: the page's error boundary then shows it.
 */
export function preloadPage(pathname: string): Promise<unknown> | undefined {
  const page = Object.values(pages).find(({ path }) => matchPath(path, pathname));
  return page?.enter(pathname).catch(() => undefined);
}

const SplashPage = lazyNamed(() => import('./splash.tsx'), 'SplashPage');
// The seller area is its own lazy chunk with its own chrome and routes (docs/architecture.md 'Web'): a
// customer's phone never downloads it.
const SellerArea = lazyNamed(() => import('./seller/routes.tsx'), 'SellerRoutes');

/**
 * The customer pages' level under the root layout: their error boundary, and the Suspense boundary of
 * their lazy code, which stays mounted from page to page, so a navigation (a transition) keeps the
 * current page on screen until the next one's code is in.
 */
function PageLevel() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Profile and order pages (an order's bill too, D107) stay reachable while the kitchen is closed (paths, their subpages included), and
 * so do a household's tiffin plan and account (issue 26): a plan's meals are skipped or paused ahead; and a
 * shared statement (D93), which anyone holding its link reads.
 */
const openWhenClosed = [
  lazyPages.orderTracking.path,
  lazyPages.orderBill.path,
  lazyPages.profile.path,
  lazyPages.tiffin.path,
  lazyPages.account.path,
  lazyPages.sharedStatement.path,
];

/** Route paths relative to the root layout, derived from the one route table. */
const child = (path: string) => path.replace(/^\//, '');

/**
 * The app's routes (spec 2 'Customer routes'), in declarative mode (docs/decisions/0045). Every route
 * level has an error boundary with the spec's 'Unexpected Application Error!' screen; an unknown path
 * gets it with '404 Not Found'. Render inside a router (BrowserRouter in main.tsx).
 */
export function AppRoutes() {
  useNavigationEvents();
  return (
    <RouteErrorBoundary>
      <Routes>
        {/* One overlay host above every page, the seller area's included (issue 12, D38). */}
        <Route element={<OverlayRoot />}>
          <Route
            path={paths.splash}
            element={
              <RouteErrorBoundary>
                <Suspense fallback={null}>
                  <SplashPage />
                </Suspense>
              </RouteErrorBoundary>
            }
          />
          <Route
            path={`${paths.seller}/*`}
            element={
              <RouteErrorBoundary>
                <Suspense fallback={<LoadingDots label={m.loadingTheKitchen()} />}>
                  <SellerArea />
                </Suspense>
              </RouteErrorBoundary>
            }
          />
          {/* Shared links (issue 15, D58): their pages carry chat previews; the app shows the menu. */}
          <Route path={SHARED_MENU_PATH} element={<SharedMenuRedirect />} />
          <Route path={SHARED_ITEM_PATTERN} element={<SharedItemRedirect />} />
          <Route
            path={paths.home}
            element={
              <RouteErrorBoundary>
                <RootLayout openWhenClosed={openWhenClosed} />
              </RouteErrorBoundary>
            }
          >
            <Route element={<PageLevel />}>
              <Route index element={<HomePage />} />
              <Route path={child(lazyPages.checkout.path)} element={pages.checkout.element} />
              <Route path={child(lazyPages.address.path)} element={pages.address.element} />
              <Route path={child(lazyPages.newAddress.path)} element={pages.newAddress.element} />
              <Route path={child(lazyPages.orderTracking.path)} element={pages.orderTracking.element} />
              <Route path={child(lazyPages.orderBill.path)} element={pages.orderBill.element} />
              <Route path={child(lazyPages.payment.path)} element={pages.payment.element} />
              <Route path={child(lazyPages.cart.path)} element={pages.cart.element} />
              <Route path={child(lazyPages.scratch.path)} element={pages.scratch.element} />
              <Route path={child(lazyPages.fullMenu.path)} element={pages.fullMenu.element} />
              <Route path={child(lazyPages.plans.path)} element={pages.plans.element} />
              <Route path={child(lazyPages.subscribe.path)} element={pages.subscribe.element} />
              <Route path={child(lazyPages.tiffin.path)} element={pages.tiffin.element} />
              <Route path={child(lazyPages.account.path)} element={pages.account.element} />
              <Route path={child(lazyPages.sharedStatement.path)} element={pages.sharedStatement.element} />
              <Route path={child(lazyPages.profile.path)}>
                <Route index element={pages.profile.element} />
                {/* Absolute child paths: React Router accepts them under a parent whose path they start with. */}
                <Route path={lazyPages.orders.path} element={pages.orders.element} />
                <Route path={lazyPages.coupons.path} element={pages.coupons.element} />
              </Route>
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<RouteError error={NOT_FOUND} />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
