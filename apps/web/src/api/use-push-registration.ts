import { useEffect } from 'react';
import { useAuth } from '../lib/session-store.ts';
import { useLanguage } from '../lib/language.ts';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * The login and language the push flow last ran for, so the layouts (and React's dev double effects) run it
 * once per login and language.
 */
let registeredFor: string | null = null;

/**
 * Runs the push flow at start for a logged-in caller and again after each login (spec 1, 4 'Push flow'):
 * the device asks for permission, and a granted subscription is saved for whoever is now logged in. It runs
 * again after a change of language, which no longer reloads the app (D84): the saved subscription carries
 * the app's language (its `Accept-Language`), which the pushes to this device are written in (D62).
 * Mount in the root layout and the seller layout. The flow and its module wait until the page is idle
 * after its first load (issue 6).
 */
export function usePushRegistration(): void {
  const token = useAuth((state) => state.token);
  const locale = useLanguage();
  useEffect(() => {
    const run = token && `${token} ${locale}`;
    if (!run || registeredFor === run) return;
    return whenIdle(() => {
      if (registeredFor === run) return;
      registeredFor = run;
      void import('./push-registration.ts').then(({ registerPush }) => registerPush());
    });
  }, [token, locale]);
}
