import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Locale } from '@rasoi/domain/locale';
import { etagOf } from '../lib/etag.ts';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);
/**
 * Brotli at quality 5: a written page (about 80 KB) compresses in some 2 ms against about 100 ms at the
 * default 11, for some 10% more bytes, and a page is written anew every few seconds while it is visited.
 */
const brotli = (input: Buffer) => brotliCompress(input, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });

/** What the web app's page renderer (apps/web/src/entry-server.tsx) answers for one page. */
export type RenderedPage = { head: string; html: string; state: unknown };

/** The renderer: a page's URL and language, and how its API reads are answered. */
export type PageRenderer = (
  url: string,
  locale: Locale,
  fetchApi: (url: string, init: RequestInit) => Promise<Response>,
) => Promise<RenderedPage>;

/**
 * The renderer of one signed-in customer's page (D118): the page at `url` as the customer of the bearer
 * `token` sees it, or null when the API refused the token.
 */
export type CustomerPageRenderer = (
  url: string,
  locale: Locale,
  fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  token: string,
) => Promise<RenderedPage | null>;

/** A page's whole HTML with its first screen, compressed once, and its strong ETag. */
export type FirstScreen = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer };

/**
 * How long a written page is served as it is (D117): the menu's own answers are trusted as long
 * (MENU_CACHE_TTL_MS), so a page never shows a menu older than the API would.
 */
export const FIRST_SCREEN_TTL_MS = 5_000;

/** The id of the JSON block that hands the page's read answers to the web app (its app/server-screen.ts). */
const STATE_ID = 'rasoi-state';

/**
 * `state` as the text of a JSON block in HTML: `<` written as its JSON escape, so no text in it (a dish's
 * name) can end the block or open a tag.
 */
function jsonBlock(state: unknown): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

/**
 * The page `template` (a copy of the built index.html) with `page` in it: the page's language on
 * `<html>`, React's hoisted tags in the head, the markup in the root and the reads' answers after it.
 * Spliced by index, never through `String.prototype.replace`, whose `$` patterns a seller's text would
 * trigger (docs/decisions/0073). Throws when the template lacks the root or the head.
 */
export function pageWithFirstScreen(template: string, page: RenderedPage, locale: Locale): string {
  const root = '<div id="root"></div>';
  const rootAt = template.indexOf(root);
  const headEnd = template.indexOf('</head>');
  const langAt = template.indexOf('<html lang="');
  if (rootAt === -1 || headEnd === -1 || langAt === -1) throw new Error('index.html has no root, head or lang');
  const langEnd = template.indexOf('"', langAt + '<html lang="'.length);
  return (
    template.slice(0, langAt) +
    `<html lang="${locale}` +
    template.slice(langEnd, headEnd) +
    page.head +
    template.slice(headEnd, rootAt) +
    `<div id="root">${page.html}</div><script type="application/json" id="${STATE_ID}">${jsonBlock(page.state)}</script>` +
    template.slice(rootAt + root.length)
  );
}

/** How the built index.html loads the app: a module script of the build's hashed entry. */
const ENTRY_SCRIPT = '<script type="module" crossorigin src="';
/** How the built page copies ask for a page's code ahead (D26): modulepreload links. */
const PRELOAD = '<link rel="modulepreload" crossorigin href="';

/**
 * `html` with every tag from `open` to the next `>` (or `</script>`, for a script) taken out, and the
 * `href`/`src` value each began with, in order. Spliced by index: the template is the build's, not a
 * caller's text.
 */
function takeOut(html: string, open: string, close: string): { rest: string; urls: string[] } {
  const urls: string[] = [];
  let rest = html;
  for (let at = rest.indexOf(open); at !== -1; at = rest.indexOf(open, at)) {
    const urlEnd = rest.indexOf('"', at + open.length);
    const tagEnd = urlEnd === -1 ? -1 : rest.indexOf(close, urlEnd);
    if (tagEnd === -1) break;
    urls.push(rest.slice(at + open.length, urlEnd));
    rest = rest.slice(0, at) + rest.slice(tagEnd + close.length);
  }
  return { rest, urls };
}

/**
 * `template` with the app's code asked for only once the written page has painted (D117): the entry's
 * module script and the page's code preloads are taken out and named in a `<meta name="rasoi-app">`
 * (`content` the entry, `data-preloads` the rest, space-separated), which the web build's starter
 * (`/start-app.js`, public/) turns back into the same script and links after the first frame. Fetched
 * with the page, the code's download and evaluation held the first and largest paint (Lighthouse counts
 * every script that loads before them). Unchanged when the template loads no entry that way (a
 * development build).
 */
export function startingAfterPaint(template: string): string {
  const entry = takeOut(template, ENTRY_SCRIPT, '</script>');
  if (entry.urls.length !== 1) return template;
  const preloads = takeOut(entry.rest, PRELOAD, '>');
  const headEnd = preloads.rest.indexOf('</head>');
  if (headEnd === -1) return template;
  const app =
    `<meta name="rasoi-app" content="${entry.urls[0]}" data-preloads="${preloads.urls.join(' ')}">` +
    '<script defer src="/start-app.js"></script>';
  return preloads.rest.slice(0, headEnd) + app + preloads.rest.slice(headEnd);
}

type Entry = { screen: Promise<FirstScreen>; at: number };

/** The written pages of one server: each page and language's latest, written again once it is older than the TTL. */
export type FirstScreens = {
  /** The page at `pathname` in `locale` (its path's template), written now or taken from the cache. */
  get(pathname: string, locale: Locale, template: string): Promise<FirstScreen>;
};

/**
 * Keeps the pages `render` writes (D117): per path and language, one page at a time, reused for
 * FIRST_SCREEN_TTL_MS, and compressed once (gzip and Brotli), so a page view costs about what the
 * static index.html did. Requests that miss together share one render; a failed render is not kept.
 */
export function createFirstScreens(
  render: PageRenderer,
  fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  now: () => number = Date.now,
): FirstScreens {
  const entries = new Map<string, Entry>();
  const write = async (pathname: string, locale: Locale, template: string): Promise<FirstScreen> => {
    const page = await render(pathname, locale, fetchApi);
    const identity = Buffer.from(pageWithFirstScreen(startingAfterPaint(template), page, locale));
    const [gzipped, brotlied] = await Promise.all([gzip(identity), brotli(identity)]);
    return { etag: etagOf(identity), identity, gzip: gzipped, br: brotlied };
  };
  return {
    get(pathname, locale, template) {
      const key = `${locale} ${pathname}`;
      const entry = entries.get(key);
      if (entry && now() - entry.at < FIRST_SCREEN_TTL_MS) return entry.screen;
      const screen = write(pathname, locale, template);
      const written: Entry = { screen, at: now() };
      entries.set(key, written);
      screen.catch(() => {
        if (entries.get(key) === written) entries.delete(key);
      });
      return screen;
    },
  };
}

/**
 * The whole HTML of the page at `url` written for the customer of `token` (D118), from `template` (its
 * path's copy of index.html), or null when the API refused the token. Written for this request alone:
 * never kept, never shared.
 */
export async function writeCustomerPage(
  render: CustomerPageRenderer,
  fetchApi: (url: string, init: RequestInit) => Promise<Response>,
  page: { url: string; locale: Locale; template: string; token: string },
): Promise<string | null> {
  const rendered = await render(page.url, page.locale, fetchApi, page.token);
  return rendered && pageWithFirstScreen(startingAfterPaint(page.template), rendered, page.locale);
}
