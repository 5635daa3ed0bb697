import { useEffect } from 'react';
import { useUi } from '../lib/ui-store.ts';

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

/** Opens the splash overlay once per browser (spec 4 'Splash'). Call from the root layout. */
export function useSplashOnce() {
  const openOverlay = useUi((state) => state.openOverlay);
  useEffect(() => {
    if (hasShownSplash()) return;
    markSplashShown();
    openOverlay('splash');
  }, [openOverlay]);
}
