/**
 * The one overlay layer's state (issue 12, docs/architecture.md 'Layers'): shared code, so any feature can
 * open an overlay by name without importing app/, which renders them (app/overlay-layer.tsx).
 */
import { create } from 'zustand';
import { overlayInSearch, TRANSIENT_OVERLAYS, type OverlayAbout, type OverlayName } from './overlay-url.ts';

/** Every overlay the one overlay layer can show (spec 2 'Overlays'); named in lib/overlay-url.ts. */
export type { OverlayName };

/** Client UI state (spec 3 'ui'): the open overlay and what it is about. */
export type UiState = {
  currentOverlay: OverlayName | null;
  /** The meal or dish id the dish-detail / customising overlay is about. */
  currentDish: string | null;
  currentCoupon: string | null;
  openOverlay: (name: OverlayName, about?: { dishId?: string; couponId?: string }) => void;
  closeOverlay: () => void;
};

/**
 * How the store reaches the router: open an overlay by pushing its URL, close it by going back (issue 12,
 * D38). The one overlay host binds it while mounted (app/overlay-host.tsx).
 */
export type OverlayNavigator = { open: (name: OverlayName, about: OverlayAbout) => void; close: () => void };

let overlayNavigator: OverlayNavigator | null = null;

/** Routes openOverlay/closeOverlay through `next` until the returned function unbinds it. */
export function bindOverlayNavigator(next: OverlayNavigator): () => void {
  overlayNavigator = next;
  return () => {
    if (overlayNavigator === next) overlayNavigator = null;
  };
}

/** The UI store: one overlay at a time, opened by name; URL-backed overlays mirror the URL. */
export const useUi = create<UiState>()((set, get) => ({
  currentOverlay: null,
  currentDish: null,
  currentCoupon: null,
  openOverlay: (name, about) => {
    // In the app the URL opens it (app/overlay-host.tsx mirrors the URL into this store); a transient
    // overlay, or a test without the host, sets it here.
    if (overlayNavigator && !TRANSIENT_OVERLAYS.has(name)) return overlayNavigator.open(name, about ?? {});
    set((state) => ({
      currentOverlay: name,
      currentDish: about?.dishId ?? state.currentDish,
      currentCoupon: about?.couponId ?? state.currentCoupon,
    }));
  },
  closeOverlay: () => {
    const open = get().currentOverlay;
    // A transient overlay over one the URL names (a first visit's splash over a shared dish's link,
    // issue 15) gives way to it; the URL's overlay is mirrored into the store only on navigation.
    const below = open && TRANSIENT_OVERLAYS.has(open) ? overlayInSearch(window.location.search) : null;
    set((state) => ({ currentOverlay: below?.name ?? null, currentDish: below?.dishId ?? state.currentDish }));
    if (overlayNavigator && open && !TRANSIENT_OVERLAYS.has(open)) overlayNavigator.close();
  },
}));
