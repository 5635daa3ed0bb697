import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Stubs matchMedia so that '(prefers-reduced-motion: reduce)' answers `reduce` (every other query
 * false); `set` changes the answer and tells the listeners, as a changed OS setting would. Undo with
 * vi.unstubAllGlobals().
 */
export function stubReducedMotion(reduce: boolean) {
  let matches = reduce;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    get matches() {
      return media === '(prefers-reduced-motion: reduce)' && matches;
    },
    media,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  return {
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
