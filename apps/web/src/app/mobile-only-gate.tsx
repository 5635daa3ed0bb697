import { useSyncExternalStore } from 'react';
import { useLoaded } from '../ui/use-loaded.ts';

/** Tailwind's `md` breakpoint (48rem), from which the app is hidden and 'Mobile Only Experience' shows. */
const WIDE_SCREEN = '(min-width: 768px)';

const loadMobileOnly = () => import('./mobile-only.tsx');

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(WIDE_SCREEN);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isWideScreen = () => window.matchMedia?.(WIDE_SCREEN).matches ?? false;

/**
 * 'Mobile Only Experience' (spec 1) for wide screens only: its code is fetched the first time the
 * screen is md or wider, so a phone's first load never carries it (issue 12, first-load budget). Once
 * loaded it stays mounted and CSS (md:) alone shows or hides it, so resizing the window never flashes.
 */
export function MobileOnlyGate() {
  const wide = useSyncExternalStore(subscribe, isWideScreen, () => false);
  const page = useLoaded(loadMobileOnly, wide);
  return page ? <page.MobileOnly /> : null;
}
