import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { overwriteServerAsyncLocalStorage } from '@rasoi/domain/i18n/runtime';
import { BASE_LOCALE, LOCALES, toLocale, type Locale } from '@rasoi/domain/locale';

declare module 'fastify' {
  // Declaration merging needs an interface; this is how Fastify types request decorations.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The language this request's texts are written in (issue 16, D62). */
    locale: Locale;
  }
}

/**
 * The language a request asked for (issue 16, D62): the best of the app's languages in its
 * `Accept-Language` header (q-values honoured; the web app sends the person's chosen language there),
 * else English.
 */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return BASE_LOCALE;
  let locale = negotiated.get(acceptLanguage);
  if (locale === undefined) {
    const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LOCALES]);
    locale = toLocale(best) ?? BASE_LOCALE;
    // A browser sends the same header on every request: kept, so it is parsed once (issue 29). Bounded,
    // since the header is the caller's to choose.
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(acceptLanguage, locale);
  }
  return locale;
}

/** How many distinct Accept-Language headers keep their answer. */
const NEGOTIATED_MAX = 100;
const negotiated = new Map<string, Locale>();

const storage = new AsyncLocalStorage<{ locale?: Locale }>();
// The compiled messages' getLocale() reads this store from the moment this module loads, so `inLocale`
// works before (and without) an app's hook.
overwriteServerAsyncLocalStorage(storage);

/**
 * Every request runs in its language (issue 16, D62): the compiled messages' `getLocale()` reads it from
 * an AsyncLocalStorage store opened per request, so an error, a toast's sentence or a day word written
 * anywhere while the request is handled comes out in the caller's language; outside a request (pushes,
 * start-up) it is English unless the caller names a locale.
 */
export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', BASE_LOCALE);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.locale = requestLocale(request.headers['accept-language']);
    storage.run({ locale: request.locale }, done);
  });
}

/**
 * Runs `write` with `locale` as the language every message is written in (D84): the error handler writes
 * an AppError's sentence in the caller's language this way, whatever async context it runs in.
 */
export function inLocale<T>(locale: Locale, write: () => T): T {
  return storage.run({ locale }, write);
}
