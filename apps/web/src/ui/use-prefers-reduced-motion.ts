import { useSyncExternalStore } from 'react';

/** The media query a person's 'reduce motion' setting answers (OS or browser accessibility settings). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the person asks for less motion now (false where matchMedia is missing). */
export const prefersReducedMotion = (): boolean => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * True while the person asks for less motion (issue 16, D60): the carousel stops advancing, the search
 * hint stops rotating and the splash does not animate. Follows a change of the setting without a reload.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
