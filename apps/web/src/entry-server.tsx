/**
 * The server's renderer of a customer page's first screen (issue 29, D117): the same app, under a static
 * router, with the page's API reads answered in process, written to HTML for the server's page cache.
 * Built on its own (`vite build --ssr`, into dist-ssr/); the server loads it when present.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import { CUSTOMER_SCREEN_PATTERNS, FIRST_SCREEN_PATHS } from '@rasoi/domain/first-screens';
import type { Locale } from '@rasoi/domain/locale';
import { overwriteGetLocale } from '@rasoi/domain/i18n/runtime';
import { setApiFetch, type ApiFetch } from './api/client.ts';
import { queryClient } from './api/query-client.ts';
import { AppTree } from './app/app-tree.tsx';
import { preloadPage } from './app/router.tsx';
import type { ServerState } from './app/server-screen.ts';
import { setWrittenAt } from './lib/use-slot-clock.ts';
import { renderAs } from './lib/session-store.ts';

/** A rendered page: the tags React hoists (preloads) for the head, the app's markup, what the app takes it over with. */
export type RenderedPage = { head: string; html: string; state: ServerState };

/** The pages this renderer writes for every visitor (the domain's list, D117), and for one customer (D118). */
export const firstScreenPaths = FIRST_SCREEN_PATHS;
export const customerScreenPatterns = CUSTOMER_SCREEN_PATTERNS;

/** Thrown into the app's API client when a read was refused for want of a valid session. */
class SessionRefused extends Error {}

/** A page's reads can lead to more (a slot's menu after the day's slots): rendered at most this often. */
const MAX_PASSES = 4;

/**
 * The reads some part of the page asks for (by query hash): a read several parts share is sent when any
 * of them wants it, as in the browser, so its `enabled` is each part's own, not the query's last options.
 * Recorded as each part's hook builds its options: the hooks' observers never subscribe on the server.
 */
const wanted = new Set<string>();
const defaultQueryOptions = queryClient.defaultQueryOptions.bind(queryClient);
queryClient.defaultQueryOptions = ((options) => {
  const defaulted = defaultQueryOptions(options);
  // A function decides per query in the browser; here it counts as wanted, as an unanswered read is.
  if (defaulted.enabled !== false && defaulted.queryHash) wanted.add(defaulted.queryHash);
  return defaulted;
}) as typeof queryClient.defaultQueryOptions;

/** Whether a read the page made still waits for its answer and some part of the page wants it sent. */
function waiting(query: Query): boolean {
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wanted.has(query.queryHash);
}

const appAt = (url: string) => {
  const router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return <AppTree router={router} />;
};

/**
 * Renders the page and waits for every lazy part's code (prerender waits for them), so the reads all its
 * parts make are in the query cache; the markup is thrown away: boundaries that waited would need
 * inline scripts, which the page's Content-Security-Policy forbids.
 */
async function discoverReads(url: string): Promise<void> {
  const { prelude } = await prerender(appAt(url));
  await new Response(prelude).arrayBuffer();
}

/**
 * Renders the page at `url` in `locale` as `token`'s customer (null: a visitor): renders, answers the
 * reads it made through `fetchApi`, renders again until no read waits, then writes the markup. A read
 * that fails is left out, so the page shows it loading, as the browser will before it asks again. Null
 * when a read was refused for the token (401: a session ended or unknown), and the app paints the page.
 * One render at a time: the query cache, the session and the language are the app's own, one each.
 */
async function render(
  url: string,
  locale: Locale,
  fetchApi: ApiFetch,
  token: string | null,
): Promise<RenderedPage | null> {
  // This bundle's own copy of the messages: its language is the page's while it renders.
  overwriteGetLocale(() => locale);
  let refused = false;
  setApiFetch(async (path, init) => {
    const answer = await fetchApi(path, init);
    if (answer.status !== 401) return answer;
    // Never the app's 401 handling: it would end a session in the browser's storage, which is not here.
    refused = true;
    throw new SessionRefused();
  });
  renderAs(token);
  queryClient.clear();
  wanted.clear();
  // Every pass, and the app taking the page over, shows the slots at one time.
  const writtenAt = Date.now();
  setWrittenAt(writtenAt);
  await preloadPage(new URL(url, 'http://localhost').pathname);
  for (let pass = 0; pass < MAX_PASSES && !refused; pass += 1) {
    await discoverReads(url);
    const reads = queryClient.getQueryCache().getAll().filter(waiting);
    if (reads.length === 0) break;
    await Promise.all(
      reads.map((query) =>
        // Asked once: the page is written now, and the app asks again for what failed.
        query
          .fetch({ ...query.options, retry: false })
          .catch(() => queryClient.removeQueries({ queryKey: query.queryKey, exact: true })),
      ),
    );
  }
  if (refused) return null;
  // Every lazy part's code is in and every read answered: the page renders in one synchronous pass, its
  // markup complete, with no script to finish it.
  const markup = renderToString(appAt(url));
  // React writes the resources it hoists (an eager picture's preload) ahead of the markup: they belong in the head.
  const bodyStart = markup.search(/<(?!link[\s>])/);
  const head = bodyStart > 0 ? markup.slice(0, bodyStart) : '';
  const state: ServerState = { writtenAt, queries: dehydrate(queryClient), ...(token ? { signedIn: true } : {}) };
  return { head, html: markup.slice(head.length), state };
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every render asked for before it: renders share the app's one cache and session. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = queue.then(work);
  queue = done.catch(() => undefined);
  return done;
}

/**
 * Renders one page for every visitor (see render); calls made together run one after another. Rejects
 * when a read wanted a session (the server then sends the app's page).
 */
export function renderPage(url: string, locale: Locale, fetchApi: ApiFetch): Promise<RenderedPage> {
  return inTurn(async () => {
    const page = await render(url, locale, fetchApi, null);
    if (!page) throw new SessionRefused(`a read of ${url} wanted a session`);
    return page;
  });
}

/**
 * Renders one page of the customer whose bearer `token` came with the request (D118), for them alone;
 * null when the API refuses the token (the app then paints the page, as for a visitor).
 */
export function renderCustomerPage(
  url: string,
  locale: Locale,
  fetchApi: ApiFetch,
  token: string,
): Promise<RenderedPage | null> {
  return inTurn(() => render(url, locale, fetchApi, token));
}
