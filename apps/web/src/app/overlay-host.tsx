import { Outlet } from 'react-router';
import { useLoaded } from '../ui/use-loaded.ts';
import { useUi } from '../lib/ui-store.ts';
import { useOverlayUrl } from './use-overlay-url.ts';

/**
 * Loads the overlay layer (overlay-layer.tsx). main.tsx loads it before the first render of a first
 * visit (with preloadModule), so the splash is painted at once; otherwise it loads the first time an
 * overlay opens.
 */
export const loadOverlayLayer = () => import('./overlay-layer.tsx');

/**
 * The one overlay host (spec 2 'Overlay layer'; issue 12, D38), for the customer pages and the seller
 * area alike: it keeps the open overlay in the URL, and renders nothing while no overlay is open, so the
 * layer and its registry of overlays are not part of the first visit's download (issue 6).
 */
export function OverlayHost() {
  useOverlayUrl();
  const open = useUi((state) => state.currentOverlay !== null);
  const layer = useLoaded(loadOverlayLayer, open);
  return open && layer ? <layer.OverlayLayer /> : null;
}

/** The root route's element: every page, and the one overlay host above them. */
export function OverlayRoot() {
  return (
    <>
      <Outlet />
      <OverlayHost />
    </>
  );
}
