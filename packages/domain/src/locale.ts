import { baseLocale, getLocale, locales, setLocale, type Locale } from './i18n/runtime.js';

/**
 * The languages the app speaks (issue 16, D62): English and Hindi, compiled from
 * packages/domain/messages/{locale}.json by Paraglide. `getLocale()` answers the current one: on the web
 * the device's choice (else the browser's language, else English); on the server the request's
 * (`Accept-Language`), set per request by the server's locale hook; English outside a request.
 */
export type { Locale };
export { getLocale };

/**
 * Chooses the web app's language and remembers it on the device (localStorage). With `{ reload: false }`
 * the caller reloads the page itself, so every text is written again in the new language.
 */
export { setLocale };
export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = baseLocale;

/** `value` as a locale the app speaks ('hi', 'hi-IN' -> 'hi'), or undefined for any other value. */
export function toLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const language = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale === language);
}

/** The `Intl` locale for numbers, rupees, dates and times: 'en-IN' or 'hi-IN' (Indian digit grouping in both). */
export function intlLocale(locale: Locale = getLocale()): 'en-IN' | 'hi-IN' {
  return locale === 'hi' ? 'hi-IN' : 'en-IN';
}

/**
 * The cookie in which the web app keeps the device's language for the server, which writes a page's
 * first screen in it (D117); the choice itself stays in the device's storage.
 */
export const LANGUAGE_COOKIE = 'rasoi_lang';
