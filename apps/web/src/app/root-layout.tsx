import { matchPath, Outlet, useLocation } from 'react-router';
import { Suspense, useRef } from 'react';
import { useKitchenOpen } from '../api/get-kitchen.ts';
import { useKitchenTitle } from '../api/kitchen-name.ts';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { useAuth } from '../lib/session-store.ts';
import { useSplashOnce } from './splash-once.ts';
import { TopBar } from './top-bar.tsx';
import { lazyNamed } from '../ui/lazy-named.ts';
import { useScrollRestoration } from '../lib/use-scroll-restoration.ts';
import { useFocusOnNavigate } from '../lib/use-focus-on-navigate.ts';

// Shown only while the kitchen is shut: its own chunk (issue 6).
const ClosedScreen = lazyNamed(() => import('../features/kitchen/closed-screen.tsx'), 'ClosedScreen');
// Below the fold on every page (the main area is a screen tall): its own chunk (D26's first-load budget).
const AppFooter = lazyNamed(() => import('./app-footer.tsx'), 'AppFooter');
// A logged-in customer's order stream and push flow: their own chunk, loaded only with a token (issue 12).
const CustomerSessionServices = lazyNamed(() => import('./customer-session-services.tsx'), 'CustomerSessionServices');

/**
 * The root layout of the customer pages (spec 2 'Chrome'): top bar, the page, footer and bottom
 * navigation (the overlay layer sits above every page: app/overlay-host.tsx). While the kitchen is closed the Closed screen takes the place of
 * the ordering pages; a customer can still see their profile and follow their orders. For a logged-in
 * customer it keeps the live order stream open and runs the push flow (issue 5); offline, a banner says so.
 * `openWhenClosed`: route paths (their subpages included) that stay reachable while the kitchen is closed.
 */
export function RootLayout({ openWhenClosed }: { openWhenClosed: readonly string[] }) {
  useSplashOnce();
  useKitchenTitle();
  const token = useAuth((state) => state.token);
  const open = useKitchenOpen();
  const { pathname } = useLocation();
  const reachableWhenClosed = openWhenClosed.some((path) => matchPath({ path, end: false }, pathname));
  useScrollRestoration();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);

  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <OfflineBanner />
      {/* At least a screen tall, so the footer starts below the fold and content arriving later never moves it into view (CLS, issue 6). */}
      <main ref={main} className="mx-auto min-h-dvh w-full max-w-md flex-1">
        {open || reachableWhenClosed ? (
          <Outlet />
        ) : (
          <Suspense fallback={null}>
            <ClosedScreen />
          </Suspense>
        )}
      </main>
      {/* Printed pages (a bill, D107) carry only the page itself. */}
      <div className="print:hidden">
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
        {/* Room for the fixed bottom navigation, so the footer is never hidden behind it. */}
        <div aria-hidden="true" className="h-20 pb-[env(safe-area-inset-bottom)]" />
        <BottomNav />
      </div>
      {token ? (
        <Suspense fallback={null}>
          <CustomerSessionServices />
        </Suspense>
      ) : null}
    </div>
  );
}
