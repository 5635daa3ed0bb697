import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { m } from '@rasoi/domain/i18n/messages';
import { MobileOnlyGate } from './mobile-only-gate.tsx';

/** A matchMedia whose `(min-width: 768px)` answer the test sets; `resize` changes it and tells the listeners. */
function fakeScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    get matches() {
      return wide;
    },
    media,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toWide: boolean) {
      wide = toWide;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Mobile Only Experience' only where it shows (spec 1, issue 12)", () => {
  // First: once loaded, the page stays mounted (CSS hides it), so this runs before anything loads it.
  it('is not rendered on a phone, and appears once the window is widened', async () => {
    const screenSize = fakeScreen(false);
    render(<MobileOnlyGate />);
    expect(screen.queryByRole('heading', { name: m.mobileOnly() })).toBeNull();
    act(() => screenSize.resize(true));
    expect(await screen.findByRole('heading', { name: m.mobileOnly() })).toBeTruthy();
  });

  it('shows on a wide screen', async () => {
    fakeScreen(true);
    render(<MobileOnlyGate />);
    expect(await screen.findByRole('heading', { name: m.mobileOnly() })).toBeTruthy();
  });
});
