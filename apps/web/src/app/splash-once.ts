import { useLayoutEffect } from 'react';
import { useUi } from '../lib/ui-store.ts';
import { pageUsedBeforeStart } from './server-screen.ts';

/** Browser storage key remembering that this browser has seen the splash (spec 3). */
export const SPLASH_SHOWN_KEY = 'hasShownSplash';

/** Remembers that this browser has seen the splash. */
export function markSplashShown() {
  try {
    localStorage.setItem(SPLASH_SHOWN_KEY, 'true');
  } catch {
    // Storage can be off (private mode); the splash then shows again next time, which is harmless.
  }
}

/** Whether this browser has seen the splash (true when storage is off, so it never loops). */
export function hasShownSplash(): boolean {
  try {
    return localStorage.getItem(SPLASH_SHOWN_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Opens the splash overlay once per browser (spec 4 'Splash'). Call from the root layout. In a layout
 * effect, so the splash is on the screen in the frame the app first commits: a tap after that lands on it,
 * never on a page the splash then covers. Not over a written page the customer has begun to use before
 * the app took it over (D121): the splash would take the tap they meant for the page. It counts as shown
 * either way, so it never comes later, in the middle of an order.
 */
export function useSplashOnce() {
  const openOverlay = useUi((state) => state.openOverlay);
  useLayoutEffect(() => {
    if (hasShownSplash()) return;
    markSplashShown();
    if (!pageUsedBeforeStart()) openOverlay('splash');
  }, [openOverlay]);
}
