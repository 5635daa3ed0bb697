import { useLoaded } from '../ui/use-loaded.ts';
import { useUi } from './ui-store.ts';

/**
 * Loads the overlay layer (overlay-layer.tsx). main.tsx loads it before the first render of a first
 * visit (with preloadModule), so the splash is painted at once; otherwise it loads the first time an
 * overlay opens.
 */
export const loadOverlayLayer = () => import('./overlay-layer.tsx');

/**
 * Where the one overlay layer goes (spec 2 'Overlay layer'): nothing while no overlay is open, so the
 * layer and its registry of overlays are not part of the first visit's download (issue 6).
 */
export function OverlayHost() {
  const open = useUi((state) => state.currentOverlay !== null);
  const layer = useLoaded(loadOverlayLayer, open);
  return open && layer ? <layer.OverlayLayer /> : null;
}
