import { useEffect, type ReactNode } from 'react';
import { APP_STARTED_EVENT } from './server-screen.ts';

/**
 * Wraps the app (main.tsx) and tells a written page's starter (public/start-app.js, D117) once the app has
 * committed, in the first passive effect: until then the page's buttons answer nobody, so the starter
 * keeps every tap and taps again then (D121). Sent whether the app took the written page over or painted
 * it anew (another language, a session gone): either way the starter must then leave the taps to the app.
 * Renders its children as they are, so the markup the server wrote matches.
 */
export function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    // After the effects, not in them: the page's own parts (each under a Suspense boundary) are taken over
    // after the whole, and a tap on one makes React take it over there and then, which it does not do
    // while it runs effects (the tap would be dropped).
    queueMicrotask(() => document.dispatchEvent(new Event(APP_STARTED_EVENT)));
  }, []);
  return children;
}
