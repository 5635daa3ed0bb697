import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Negotiator from 'negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { m } from '@rasoi/domain/i18n/messages';
import { UPLOADS_PATH } from '@rasoi/domain/uploads';
import type { Locale } from '@rasoi/domain/locale';
import { SEED_IMAGES_PATH } from '../db/seed.ts';
import { sendFailure } from './error-handler.ts';
import { matchesEtag } from '../lib/etag.ts';
import {
  createFirstScreens,
  writeCustomerPage,
  type CustomerPageRenderer,
  type FirstScreen,
  type FirstScreens,
  type PageRenderer,
} from './first-screens.ts';
import { cookieValue, pageLocale } from './page-locale.ts';
import { CUSTOMER_SCREEN_PATTERNS, FIRST_SCREEN_PATHS, SESSION_COOKIE } from '@rasoi/domain/first-screens';

export type WebAppOptions = {
  /** Absolute folder of the built web app (index.html, assets/). */
  webDistDir: string;
  /** Absolute folder of the seed images, served at `/images/seed/`. */
  seedImagesDir: string;
  /** Absolute folder of the seller's uploaded images, served at `/images/uploads/` (created if missing). */
  uploadsDir: string;
  /**
   * Tags to add to a page's head for its path (a shared link's preview tags, issue 15, D58), or null for
   * none. A failure is logged and the page is served without them.
   */
  pageHead?: (request: FastifyRequest, pathname: string) => Promise<string | null>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The seed pictures are not hashed, but they change only with a release, and a release that changes one
 * gives it a new file name (the menu rows store the URL). 180 days keeps them out of the first visit's
 * repeat downloads (issue 6; Lighthouse counts anything under ~100 days as short); no `immutable`, so a
 * reload still revalidates them.
 */
const SEED_IMAGES_CACHE = 'public, max-age=15552000';
const NOT_BUILT = 'Web app not built: run npm run build';
/** The web build's page renderer (apps/web/src/entry-server.tsx, D117), beside the web app's own folder. */
const RENDERER_FILE = path.join('..', 'dist-ssr', 'entry-server.js');
/** Written by the web build (apps/web/vite-route-preloads.ts): which copy of index.html answers which page path. */
const ROUTE_PAGES_FILE = 'route-pages.json';

type PageHtml = { pattern: RegExp; html: string };

/** Paths a missing file or API call lives under, in any letter case: a real 404, never the app's page. */
const FILE_OR_API = /^\/(api|assets|images)(\/|$)/i;
/**
 * Health and metrics paths that monitors and scanners try (issue 30, D77): a 404, so nothing mistakes the
 * app's page for an answer; `/health` (health.ts) is the one health check.
 */
const PROBE_PATHS: ReadonlySet<string> = new Set(['/metrics', '/healthz', '/ready', '/readyz', '/livez']);

/** True when an unmatched path gets the 404 envelope rather than the app's page. */
export function isNotAPage(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  const path = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  return FILE_OR_API.test(path) || PROBE_PATHS.has(path);
}

/**
 * The per-page copies of index.html the build wrote, each naming its page's code for preloading (issue 6),
 * with their paths as patterns (`:param` matches one segment), read once. None when the build wrote no list.
 */
function readPageHtml(webDistDir: string): PageHtml[] {
  const listFile = path.join(webDistDir, ROUTE_PAGES_FILE);
  if (!fs.existsSync(listFile)) return [];
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { path: string; file: string }[];
  return list.map((page) => ({
    pattern: new RegExp(`^${page.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
    html: fs.readFileSync(path.join(webDistDir, page.file), 'utf8'),
  }));
}

/** The renderer's module: its render functions, for every visitor and for one customer (D118). */
type RendererModule = { renderPage: PageRenderer; renderCustomerPage?: CustomerPageRenderer };

/** The pages written with their first screen (the domain's list, D117). */
const WRITTEN_PATHS: ReadonlySet<string> = new Set(FIRST_SCREEN_PATHS);

/** The loaded renderer: the visitors' written pages, and a writer of one customer's page (D118). */
type Renderer = {
  screens: FirstScreens;
  customerPage:
    ((page: { url: string; locale: Locale; template: string; token: string }) => Promise<string | null>) | null;
};

/**
 * The server's written pages (D117) when the web build made its renderer: a loader of the renderer with
 * the pages it writes, which imports it at the first page request and answers the same thereafter; null
 * when the build made none (the plain app page is served). Loaded on demand, so a server that answers
 * only the API never holds React and the app's code (some 25 MB). The renderer's API reads are answered
 * in process.
 */
function rendererLoader(app: FastifyInstance, webDistDir: string): (() => Promise<Renderer>) | null {
  const file = path.resolve(webDistDir, RENDERER_FILE);
  if (!fs.existsSync(file)) return null;
  const fetchApi = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  let loaded: Promise<Renderer> | undefined;
  return () =>
    (loaded ??= import(pathToFileURL(file).href).then((renderer: RendererModule) => {
      const renderCustomer = renderer.renderCustomerPage;
      return {
        screens: createFirstScreens(renderer.renderPage, fetchApi),
        customerPage: renderCustomer ? (page) => writeCustomerPage(renderCustomer, fetchApi, page) : null,
      };
    }));
}

/** The longest bearer token read from the session cookie: a session's is 43 characters (base64url). */
const MAX_TOKEN_CHARS = 128;
/** A bearer token's characters (base64url); tested on at most MAX_TOKEN_CHARS. */
const TOKEN = /^[\w-]+$/;

/** The bearer token the web app keeps in the session cookie (D118), or null when there is none that could be one. */
function sessionCookieToken(request: FastifyRequest): string | null {
  const value = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return value && value.length <= MAX_TOKEN_CHARS && TOKEN.test(value) ? value : null;
}

/** `pathname` without a trailing slash ('/' stays), as the written pages are named. */
function firstScreenPath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * Sends a written page (D117): a 304 when the caller's copy is current, else its Brotli, gzip or plain
 * bytes as the caller accepts; revalidated on every visit, and varying with the language it was chosen by.
 */
function sendFirstScreen(request: FastifyRequest, reply: FastifyReply, screen: FirstScreen): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', screen.etag)
    .header('vary', 'accept-encoding, accept-language, cookie')
    .type('text/html; charset=utf-8');
  if (matchesEtag(request.headers['if-none-match'], screen.etag)) return reply.code(304).send();
  const encoding = new Negotiator(request).encoding(['br', 'gzip', 'identity']);
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('content-encoding', encoding).send(screen[encoding]);
  return reply.send(screen.identity);
}

/**
 * `html` with `head` (markup, its texts already escaped) put before its first `</head>`; `html` as it is
 * when it has none. Spliced, never through `String.prototype.replace` with a string: `$&`, `$'`, `` $` ``,
 * `$$` or `$1` in a seller's text would be read as replacement patterns and copy parts of the page into
 * the tags (issue 30, docs/decisions/0073).
 */
function withHeadTags(html: string, head: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}  ${head}\n  ${html.slice(end)}`;
}

/**
 * Serves the built single-page app (docs/architecture.md 'Images and the web app': the server serves the web app) and the seed
 * images and uploaded images, and answers everything no route matched: an unknown /api path (any letter
 * case) and the health and metrics probes other than /health get the 404 envelope (issue 30, D77), any
 * other GET gets index.html so client-side routes survive a reload (or a 503 text while the web app is
 * not built); a page the build wrote its own copy of index.html for gets that
 * copy, which names the page's code for preloading (issue 6). Vite's hashed /assets/* never change, so
 * they are cached for a year; index.html is revalidated so a new release is picked up. An upload's
 * file name is a fresh key and is never rewritten, so uploads are cached for a year too. Call on the
 * root instance after the API routes.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const built = fs.existsSync(path.join(options.webDistDir, 'index.html'));
  const pageHtml = built ? readPageHtml(options.webDistDir) : [];
  // The fallback pages are a few kilobytes: kept in memory and sent as text (compressed like any answer),
  // rather than streamed from disk per request with the static plugin's pre-compressed look-ups.
  const indexHtml = built ? fs.readFileSync(path.join(options.webDistDir, 'index.html'), 'utf8') : '';
  const renderer = built ? rendererLoader(app, options.webDistDir) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      // The build writes .br and .gz copies of its text files (apps/web/vite-precompress.ts): send those.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const inAssets = filePath.startsWith(path.join(options.webDistDir, 'assets') + path.sep);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }
  if (fs.existsSync(options.seedImagesDir)) {
    await app.register(fastifyStatic, {
      root: options.seedImagesDir,
      prefix: SEED_IMAGES_PATH,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', SEED_IMAGES_CACHE);
      },
    });
  }

  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });

  // A page's extra head tags never cost the page: without them it is still the app.
  const headFor = async (request: FastifyRequest, pathname: string) => {
    try {
      return (await options.pageHead?.(request, pathname)) ?? null;
    } catch (error) {
      request.log.error({ err: error }, 'page head tags failed');
      return null;
    }
  };

  /** Answers a page address: its first screen when the renderer writes it (D117), else the app's page. */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file, an API path or a probe is a real 404; only page addresses fall back to the app.
    if (isNotAPage(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendFailure(reply, 404, m.notFound());
    }
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    // A page with its own copy of index.html gets it, so its code downloads beside the main chunk.
    const page = pageHtml.find((candidate) => candidate.pattern.test(pathname));
    const html = page?.html ?? indexHtml;
    const head = await headFor(request, pathname);
    // A shared link's page keeps its chat preview tags and is painted by the app.
    const written = head === null ? firstScreenPath(pathname) : null;
    if (written && renderer && WRITTEN_PATHS.has(written)) {
      const screen = await renderer()
        .then(({ screens }) => screens.get(written, pageLocale(request), html))
        .catch((error: unknown) => void request.log.error({ err: error }, 'first screen failed'));
      if (screen) return sendFirstScreen(request, reply, screen);
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(head ? withHeadTags(html, head) : html);
  };

  /**
   * Answers one customer's page (D118): written for them when the request carries their session cookie
   * and the API takes its token; else, as for anyone, the app's page. Never stored by a cache: it is theirs.
   */
  const answerCustomerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = sessionCookieToken(request);
    const pathname = request.url.split('?')[0] ?? '';
    if (token && renderer && (await headFor(request, pathname)) === null) {
      const template = pageHtml.find((candidate) => candidate.pattern.test(pathname))?.html ?? indexHtml;
      const html = await renderer()
        .then(({ customerPage }) => customerPage?.({ url: request.url, locale: pageLocale(request), template, token }))
        .catch((error: unknown) => void request.log.error({ err: error }, 'customer page failed'));
      if (html) {
        return reply
          .header('cache-control', 'private, no-store')
          .header('vary', 'accept-language, cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    return answerPage(request, reply);
  };

  // The written pages have routes of their own: '/' would be the static index.html, and a page view is
  // no scanner's probe, so the not-found handler's rate limit is not theirs.
  if (renderer) {
    for (const written of FIRST_SCREEN_PATHS) app.get(written, answerPage);
    for (const pattern of CUSTOMER_SCREEN_PATTERNS) app.get(pattern, answerCustomerPage);
  }
  // Unknown paths are where scanners probe: limit them per client.
  app.setNotFoundHandler({ preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) }, answerPage);
}
