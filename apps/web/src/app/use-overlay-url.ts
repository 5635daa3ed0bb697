import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { overlayInSearch, searchWithOverlay, TRANSIENT_OVERLAYS, type OverlayName } from '../lib/overlay-url.ts';
import { bindOverlayNavigator, useUi } from '../lib/ui-store.ts';
import { useAuth } from '../lib/session-store.ts';

/** The sheets of a customer's login: never opened over the page of someone signed in already. */
const CUSTOMER_LOGIN_SHEETS: ReadonlySet<OverlayName> = new Set<OverlayName>(['login', 'otp']);

/** Whether `name` is a customer's login sheet while a customer is signed in. */
function isLoginOfTheSignedIn(name: OverlayName): boolean {
  return CUSTOMER_LOGIN_SHEETS.has(name) && useAuth.getState().token !== null;
}

/**
 * History state of an entry pushed to open an overlay: the entry below it is the same page without
 * the overlay, so closing the overlay goes back one step instead of adding another entry.
 */
type OverlayEntryState = { overlayOver?: boolean } | null;

/**
 * Keeps the open overlay in the URL (issue 12, D38). It mirrors the URL's `sheet` into the UI store on
 * every navigation (Back closes a sheet, a reload reopens it) and routes the store's openOverlay and
 * closeOverlay through the router: opening pushes an entry (or replaces the open overlay's, so login ->
 * OTP is one step), closing goes back to the entry below, or replaces the URL when the overlay came with
 * the page (a reload or a link). Transient overlays (splash, thank-you, logout) stay out of the URL.
 */
export function useOverlayUrl() {
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    const found = overlayInSearch(location.search);
    const inUrl = found && !isLoginOfTheSignedIn(found.name) ? found : null;
    const state = useUi.getState();
    if (inUrl) {
      useUi.setState({
        currentOverlay: inUrl.name,
        currentDish: inUrl.dishId ?? state.currentDish,
        currentCoupon: inUrl.couponId ?? state.currentCoupon,
      });
    } else if (state.currentOverlay && !TRANSIENT_OVERLAYS.has(state.currentOverlay)) {
      useUi.setState({ currentOverlay: null });
    }
  }, [location]);

  // A link written for a visitor (a plan's Subscribe, D119) may be followed by someone signed in already,
  // before the app re-rendered it for them: the page stays, the login sheet it asks for leaves the URL. Not
  // a layout effect: on the app's first render the router listens to the history only after those.
  useEffect(() => {
    const found = overlayInSearch(location.search);
    if (!found || !isLoginOfTheSignedIn(found.name)) return;
    navigate(
      { pathname: location.pathname, search: searchWithOverlay(location.search, null), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  useLayoutEffect(
    () =>
      bindOverlayNavigator({
        open(name, about) {
          const to = {
            pathname: location.pathname,
            search: searchWithOverlay(location.search, name, about),
            hash: location.hash,
          };
          if (overlayInSearch(location.search)) navigate(to, { replace: true, state: location.state });
          else navigate(to, { state: { overlayOver: true } satisfies OverlayEntryState });
        },
        close() {
          if (!overlayInSearch(location.search)) return;
          if ((location.state as OverlayEntryState)?.overlayOver) navigate(-1);
          else
            navigate(
              { pathname: location.pathname, search: searchWithOverlay(location.search, null), hash: location.hash },
              { replace: true },
            );
        },
      }),
    [location, navigate],
  );
}
