import { useSyncExternalStore } from 'react';
import { getLocale, setLocale, type Locale } from '@rasoi/domain/locale';

const listeners = new Set<() => void>();

/**
 * Chooses the app's language in place (D84, issue 25): remembered on the device (Paraglide's
 * localStorage), set as the page's `lang`, and every subscriber (`useLanguage`, `InLanguage`) renders
 * again, so each text is written anew in it. No page reload: what the person was doing stays.
 */
export function chooseLanguage(locale: Locale): void {
  if (locale === getLocale()) return;
  void setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
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
