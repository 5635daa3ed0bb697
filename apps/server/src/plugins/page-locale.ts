import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, toLocale, type Locale } from '@rasoi/domain/locale';

/** Longer Cookie headers are not searched: a browser's own stay far below this. */
const MAX_COOKIE_CHARS = 8_192;

/**
 * The value of the cookie `name` in a Cookie header, or undefined (none, or a header longer than any
 * browser's). Split on its separators, never matched by a pattern.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader || cookieHeader.length > MAX_COOKIE_CHARS) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=');
    if (equals !== -1 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

/** The language of the cookie header's `rasoi_lang` (the web app keeps the device's choice there, D117), or undefined. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return value === undefined ? undefined : toLocale(value);
}

/**
 * The language a page's first screen is written in (D117): the device's choice from its cookie, else the
 * request's (its Accept-Language, request-locale.ts), as the web app would choose it.
 */
export function pageLocale(request: FastifyRequest): Locale {
  return cookieLocale(request.headers.cookie) ?? request.locale;
}
