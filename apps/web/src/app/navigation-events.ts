import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** A navigation that ended: where the app is now, and whether the page there failed (its error screen shows). */
export type NavigationEnd = { location: Location; failed: boolean };

let current: Location | undefined;
let failedKey: string | undefined;
const listeners = new Set<(end: NavigationEnd) => void>();

/** Notes that the route at the location with this key failed (route-error-boundary.tsx). */
export function noteRouteFailure(locationKey: string): void {
  failedKey = locationKey;
}

/**
 * Reports every location the app arrives at to navigationEvents' listeners (app-update.ts, D43). Call
 * once, inside the router. Declarative mode has no router object to subscribe to (docs/decisions/0045);
 * the router commits a new location once its page is rendered (or failed), so this runs at a navigation's end.
 */
export function useNavigationEvents(): void {
  const location = useLocation();
  useEffect(() => {
    current = location;
    const end = { location, failed: failedKey === location.key };
    for (const listener of listeners) listener(end);
  }, [location]);
}

/** Where the app is (undefined before its first render) and a subscription to the end of each navigation. */
export const navigationEvents = {
  location: (): Location | undefined => current,
  subscribe(listener: (end: NavigationEnd) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
