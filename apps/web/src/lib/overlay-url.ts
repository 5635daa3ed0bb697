/**
 * Overlays in the URL (issue 12, D38): an open sheet or overlay is the search parameter `sheet`, with
 * `dish` or `coupon` for what it is about (`/?sheet=dish&dish=meal-1`), so a phone's Back button closes
 * it instead of leaving the page, and a reload opens it again. The splash, the thank-you countdown and
 * the logout spinner are moments rather than places: they stay out of the URL (TRANSIENT_OVERLAYS).
 */
/** Every overlay the one overlay layer can show (spec 2 'Overlays'); lib/ui-store.ts opens them. */
export type OverlayName =
  | 'login'
  | 'otp'
  | 'dish'
  | 'customise'
  | 'thankyou'
  | 'coupon'
  | 'new-coupon'
  | 'seller-login'
  | 'scratch-code'
  | 'splash'
  | 'logout'
  | 'install'
  | 'add-choice'
  | 'orders-on-the-way';

/** The search parameters an overlay lives in. */
export const OVERLAY_PARAM = { sheet: 'sheet', dish: 'dish', coupon: 'coupon' } as const;

/** Overlays that never enter the URL: Back should not bring them back, nor a reload. */
export const TRANSIENT_OVERLAYS: ReadonlySet<OverlayName> = new Set<OverlayName>(['splash', 'thankyou', 'logout']);

/** What an overlay is about: the thali or dish, or the coupon. */
export type OverlayAbout = { dishId?: string; couponId?: string };

/**
 * The overlay a URL's search names, or null (also for a transient one). An unknown name passes: the
 * overlay layer shows nothing for it, and the list of names stays out of the first load.
 */
export function overlayInSearch(search: string): ({ name: OverlayName } & OverlayAbout) | null {
  const params = new URLSearchParams(search);
  const name = params.get(OVERLAY_PARAM.sheet);
  if (!name || TRANSIENT_OVERLAYS.has(name as OverlayName)) return null;
  return {
    name: name as OverlayName,
    dishId: params.get(OVERLAY_PARAM.dish) ?? undefined,
    couponId: params.get(OVERLAY_PARAM.coupon) ?? undefined,
  };
}

/** `search` with the overlay `name` (and what it is about) set, or with every overlay parameter removed for null. */
export function searchWithOverlay(search: string, name: OverlayName | null, about: OverlayAbout = {}): string {
  const params = new URLSearchParams(search);
  for (const key of Object.values(OVERLAY_PARAM)) params.delete(key);
  if (name) {
    params.set(OVERLAY_PARAM.sheet, name);
    if (about.dishId) params.set(OVERLAY_PARAM.dish, about.dishId);
    if (about.couponId) params.set(OVERLAY_PARAM.coupon, about.couponId);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A link to `path` with the overlay `name` open on it, e.g. My Orders with 'Won a new coupon'. */
export function overlayHref(path: string, name: OverlayName, about?: OverlayAbout): string {
  return `${path}${searchWithOverlay('', name, about)}`;
}
