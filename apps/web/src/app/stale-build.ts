/**
 * An app left open across a release (issue 13, docs/decisions.md D43): once the server has a new build,
 * the old build's lazy chunks are gone, and loading one fails. The fix is to reload the page once, to the
 * same URL, so the new build's index.html and chunks take over; the cart (localStorage) and the place the
 * customer was at (the URL) survive a reload. A reload that cannot help (offline, or the same build came
 * back) is not repeated: the error screen says so and offers a retry (app/load-failure.tsx).
 * In the first load, because the chunks it would otherwise load are what is missing.
 */

import { reloadPage } from '../lib/reload-page.ts';

/** This build's identity: the URL of the first-load chunk, whose file name carries the build's content hash. */
export const BUILD_ID = import.meta.url;

/** sessionStorage key: the builds this tab has already reloaded away from (a JSON array of BUILD_IDs). */
const RELOADED_KEY = 'rasoi:reloaded-builds';

// How Chromium, Firefox and Safari word a failed import(), and Vite's failed CSS preload.
const LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

let stale = false;

/** Whether `error` is a module or stylesheet of this build that did not load (not a bug in the code it holds). */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

/** Whether a part of this build failed to load since the page opened: the server has moved on. */
export function isBuildStale(): boolean {
  return stale;
}

/**
 * Notes every load failure Vite reports (`vite:preloadError`, fired for each failed `import()` of the
 * build), also those outside a route (a sheet, a library loaded when idle), so the next navigation
 * reloads into the new build (app/app-update.ts). The failure itself still reaches its error screen.
 */
export function listenForStaleBuild(): void {
  window.addEventListener('vite:preloadError', () => {
    stale = true;
  });
}

function reloadedBuilds(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What a failed load should lead to: 'reload' the page into the new build, unless the device has no
 * connection ('offline': a reload would fail too) or this tab already reloaded away from this build and
 * got it back ('tried'), so a build that keeps failing (or two servers answering different builds in
 * turn) never makes a reload loop. Reads only; reloadIntoNewBuild acts.
 */
export function loadFailureOutcome(): 'reload' | 'offline' | 'tried' {
  if (!navigator.onLine) return 'offline';
  return reloadedBuilds().includes(BUILD_ID) ? 'tried' : 'reload';
}

/**
 * Notes that this tab reloads away from this build, then reloads the page at its current URL, so the
 * customer stays where they were. Does not reload if the note cannot be kept (storage refused): without
 * it a failing reload could repeat forever, so that is left to the customer's retry.
 */
export function reloadIntoNewBuild(): void {
  const reloaded = reloadedBuilds();
  try {
    if (!reloaded.includes(BUILD_ID)) sessionStorage.setItem(RELOADED_KEY, JSON.stringify([...reloaded, BUILD_ID]));
  } catch {
    return;
  }
  reloadPage();
}
