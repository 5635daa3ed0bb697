import { paths } from '../lib/paths.ts';
import { OVERLAY_PARAM, type OverlayName } from '../lib/overlay-url.ts';

/** Where the app is: the router location's path and search. */
export type Place = { pathname: string; search: string };

/**
 * Pages where a reload would cost the customer a step of an order in progress: choosing the address,
 * checkout and payment (the cart survives a reload, but not the step they were on), and the seller's
 * add forms, whose typed fields a reload would clear.
 */
const UNSAFE_PATHS: ReadonlySet<string> = new Set([
  paths.checkout,
  paths.payment,
  paths.address,
  paths.newAddress,
  `${paths.seller}/add-thali`,
  `${paths.seller}/add-dish`,
]);
/** Sheets in the middle of a login: a reload would lose the number typed or the code just sent. */
const UNSAFE_SHEETS: ReadonlySet<OverlayName> = new Set<OverlayName>(['login', 'otp', 'seller-login']);

/** Whether switching to a new version here loses nothing: not inside an order or a login (D43). */
export function isSafePlace(place: Place): boolean {
  const sheet = new URLSearchParams(place.search).get(OVERLAY_PARAM.sheet);
  return !UNSAFE_PATHS.has(place.pathname.replace(/\/$/, '') || '/') && !UNSAFE_SHEETS.has(sheet as OverlayName);
}

export type UpdatePolicyOptions = {
  /** Whether a write (e.g. an order placement) is in flight: a reload would leave its outcome unknown. */
  isWriteInFlight: () => boolean;
  /** Tells the waiting service worker to take over; the page reloads when it has (app-update.ts). */
  activate: () => void;
  /** Reloads the page into the version that is already in charge. */
  reload: () => void;
};

/** The app's side of the upgrade policy: told when a new version is ready, and of each moment to apply it. */
export type UpdatePolicy = {
  /**
   * A new version is ready: 'waiting' when its service worker waits for this page's go-ahead, 'active'
   * when it already took over (another tab applied it, or this build's chunks are gone from the server).
   */
  ready: (how: 'waiting' | 'active') => void;
  /** A moment the page could switch: a navigation just ended at `place`, or the page was hidden there. */
  moment: (place: Place) => void;
};

/**
 * The upgrade policy of docs/decisions/0043 (issue 13): a new version never interrupts the customer.
 * It is applied at the first moment (the end of an in-app navigation, or the page going to the
 * background) when the app is at a safe place (isSafePlace) and no write is in flight: a waiting worker
 * is activated (the page then reloads), or, if the new version already took over, the page reloads.
 * Until then the old service worker keeps serving the old build's files to the open page.
 */
export function createUpdatePolicy(options: UpdatePolicyOptions): UpdatePolicy {
  let pending: 'none' | 'waiting' | 'active' = 'none';
  return {
    ready(how) {
      if (pending !== 'active') pending = how;
    },
    moment(place) {
      if (pending === 'none' || !isSafePlace(place) || options.isWriteInFlight()) return;
      if (pending === 'waiting') options.activate();
      else options.reload();
      pending = 'none';
    },
  };
}
