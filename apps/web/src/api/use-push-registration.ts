import { useEffect } from 'react';
import { useAuth } from '../lib/session-store.ts';
import { whenIdle } from '../lib/when-idle.ts';

/** The token the push flow last ran for, so the layouts (and React's dev double effects) run it once per login. */
let registeredFor: string | null = null;

/**
 * Runs the push flow at start for a logged-in caller and again after each login (spec 1, 4 'Push flow'):
 * the device asks for permission, and a granted subscription is saved for whoever is now logged in.
 * Mount in the root layout and the seller layout. The flow and its module wait until the page is idle
 * after its first load (issue 6).
 */
export function usePushRegistration(): void {
  const token = useAuth((state) => state.token);
  useEffect(() => {
    if (!token || registeredFor === token) return;
    return whenIdle(() => {
      if (registeredFor === token) return;
      registeredFor = token;
      void import('./push-registration.ts').then(({ registerPush }) => registerPush());
    });
  }, [token]);
}
