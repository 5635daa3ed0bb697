import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useUi } from '../lib/ui-store.ts';
import { hasShownSplash, SPLASH_SHOWN_KEY, useSplashOnce } from './splash-once.ts';
import { PAGE_USED_ATTRIBUTE } from './server-screen.ts';

/** The first visit's splash, and a written page the customer began to use before the app took it over (D121). */
describe('the splash once a browser', () => {
  beforeEach(() => localStorage.removeItem(SPLASH_SHOWN_KEY));
  afterEach(() => {
    document.documentElement.removeAttribute(PAGE_USED_ATTRIBUTE);
    act(() => useUi.getState().closeOverlay());
  });

  it('opens on a first visit, as the app first commits, and never again', () => {
    const { unmount } = renderHook(() => useSplashOnce());
    expect(useUi.getState().currentOverlay).toBe('splash');
    expect(hasShownSplash()).toBe(true);
    unmount();
    act(() => useUi.getState().closeOverlay());
    renderHook(() => useSplashOnce());
    expect(useUi.getState().currentOverlay).toBeNull();
  });

  it('does not cover a written page the customer has begun to use, and counts as shown', () => {
    document.documentElement.setAttribute(PAGE_USED_ATTRIBUTE, '');
    renderHook(() => useSplashOnce());
    expect(useUi.getState().currentOverlay).toBeNull();
    expect(hasShownSplash()).toBe(true);
  });
});
