import { useSyncExternalStore } from 'react';
import { getLocale, LANGUAGE_COOKIE, setLocale, type Locale } from '@rasoi/domain/locale';
import { overwriteGetLocale } from '@rasoi/domain/i18n/runtime';

const listeners = new Set<() => void>();

/** A year, in seconds: as long as the device keeps the choice itself. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Keeps the device's language in a cookie, so the server answers the next page in it (D117); the choice
 * itself stays in localStorage (Paraglide's). Nothing is written when the cookie already says it.
 */
export function rememberLanguageForServer(locale: Locale): void {
  const cookie = `${LANGUAGE_COOKIE}=${locale}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The page's language once keepLanguageForThePage has run; chooseLanguage changes it. */
let kept: Locale | undefined;

/**
 * Resolves the language once and answers it from then on (issue 29). Paraglide's own `getLocale` reads the
 * device's storage and the browser's languages on every call, and every text and price of a render asks
 * for it: a menu's take-over spent a tenth of its script time there. The language still changes only
 * through chooseLanguage, in place (D84); a choice made in another tab applies from this tab's next load.
 */
export function keepLanguageForThePage(): void {
  kept = getLocale();
  overwriteGetLocale(() => kept!);
}

/**
 * Chooses the app's language in place (D84, issue 25): remembered on the device (Paraglide's
 * localStorage), set as the page's `lang`, and every subscriber (`useLanguage`, `InLanguage`) renders
 * again, so each text is written anew in it. No page reload: what the person was doing stays.
 */
export function chooseLanguage(locale: Locale): void {
  if (locale === getLocale()) return;
  void setLocale(locale, { reload: false });
  if (kept) kept = locale;
  document.documentElement.lang = locale;
  rememberLanguageForServer(locale);
  for (const listener of listeners) listener();
}

/** Calls `listener` after each change of language; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the calling component renders again when it changes (D84). */
export function useLanguage(): Locale {
  return useSyncExternalStore(onLanguageChange, getLocale, getLocale);
}
