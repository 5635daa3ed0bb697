/**
 * An app left open across a release (issue 13, docs/decisions/0043): once the server has a new build,
 * the old build's lazy chunks are gone, and loading one fails. The fix is to reload the page once, to the
 * same URL, so the new build's index.html and chunks take over; the cart (localStorage) and the place the
 * customer was at (the URL) survive a reload. A reload that cannot help (offline, or the same build came
 * back) is not repeated: the error screen says so and offers a retry (app/load-failure.tsx).
 * In the first load, because the chunks it would otherwise load are what is missing.
 */

import { reloadPage } from '../lib/reload-page.ts';

/** This build's identity: the URL of the first-load chunk, whose file name carries the build's content hash. */
export const BUILD_ID = import.meta.url;

/** sessionStorage key: the builds this tab has already reloaded away from (BUILD_IDs, space-separated). */
const RELOADED_KEY = 'rasoi:reloaded-builds';

// How Chromium ('Failed to fetch dynamically imported module'), Firefox ('error loading dynamically
// imported module') and Safari ('Importing a module script failed') word a failed import(), and Vite's
// failed CSS preload ('Unable to preload CSS').
const LOAD_FAILURE = /dynamically imported module|module script failed|preload CSS/i;

/** Whether `error` is a module or stylesheet of this build that did not load (not a bug in the code it holds). */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

/** The builds this tab reloaded away from; throws when the browser refuses storage. */
const reloadedBuilds = () => (sessionStorage.getItem(RELOADED_KEY) ?? '').split(' ');

/**
 * Whether a failed load should reload the page into the new build: not when the device has no connection
 * (a reload would fail too), nor when this tab already reloaded away from this build and got it back, or
 * cannot note that it did, so a build that keeps failing (or two servers answering different builds in
 * turn) never makes a reload loop. Reads only; reloadIntoNewBuild acts.
 */
export function shouldReload(): boolean {
  try {
    return navigator.onLine && !reloadedBuilds().includes(BUILD_ID);
  } catch {
    return false;
  }
}

/**
 * Notes that this tab reloads away from this build, then reloads the page at its current URL, so the
 * customer stays where they were. Call only after shouldReload() said yes.
 */
export function reloadIntoNewBuild(): void {
  try {
    sessionStorage.setItem(RELOADED_KEY, [...reloadedBuilds(), BUILD_ID].join(' ').trim());
  } catch {
    // Without the note a failing reload could repeat: leave it to the customer's retry.
    return;
  }
  reloadPage();
}
