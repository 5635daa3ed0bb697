import type { DehydratedState } from '@tanstack/react-query';
import { toLocale, type Locale } from '@rasoi/domain/locale';

/** Sent on the document once the app has taken a written page over: the starter replays early taps then. */
export const APP_STARTED_EVENT = 'rasoi:started';

/**
 * Set on <html> by the starter when the customer touched, typed on or scrolled the written page before
 * the app took it over (D121).
 */
export const PAGE_USED_ATTRIBUTE = 'data-page-used';

/** Whether the customer used the written page before the app took it over (the starter noted it, D121). */
export function pageUsedBeforeStart(): boolean {
  return document.documentElement.hasAttribute(PAGE_USED_ATTRIBUTE);
}

/** The id of the JSON block in which the server hands the page's read answers to the app (D117). */
export const SERVER_STATE_ID = 'rasoi-state';

/**
 * What the server hands the app with a written page: when it wrote it (ms since the epoch), its reads'
 * answers, and whether it was written for the signed-in customer whose cookie came with it (D118).
 */
export type ServerState = { writtenAt: number; queries: DehydratedState; signedIn?: boolean };

/** A first screen the server wrote: its language and its state. */
export type ServerScreen = { locale: Locale; state: ServerState };

/**
 * The first screen the server put in this page's HTML (entry-server.tsx, D117): present when the root
 * has markup and the page carries its state block; null for the plain app page. The block is JSON, not
 * a script, so the page's Content-Security-Policy needs no inline script.
 */
export function readServerScreen(): ServerScreen | null {
  const block = document.getElementById(SERVER_STATE_ID);
  const locale = toLocale(document.documentElement.lang);
  if (!block?.textContent || !locale || !document.getElementById('root')?.hasChildNodes()) return null;
  try {
    return { locale, state: JSON.parse(block.textContent) as ServerState };
  } catch {
    return null;
  }
}
