import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SPLASH_MS, SPLASH_TEXT_AT_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../lib/ui-store.ts';
import { stubReducedMotion } from '../test/reduced-motion.ts';
import { SplashOverlay, SplashPage } from './splash.tsx';

const tagline = () => screen.getByText(m.tagline());

describe('the splash (spec 4; issue 16, D60)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => useUi.getState().closeOverlay());
  });

  it('is a dialog whose Skip button has the focus and closes it at once', () => {
    stubReducedMotion(false);
    act(() => useUi.getState().openOverlay('splash'));
    render(<SplashOverlay />);
    expect(screen.getByRole('dialog', { name: m.rasoi() })).toBeTruthy();
    const skip = screen.getByRole('button', { name: m.skip() });
    expect(skip.matches(':focus')).toBe(true);
    fireEvent.click(skip);
    expect(useUi.getState().currentOverlay).toBeNull();
  });

  it('closes on Escape too', () => {
    stubReducedMotion(false);
    act(() => useUi.getState().openOverlay('splash'));
    render(<SplashOverlay />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(useUi.getState().currentOverlay).toBeNull();
  });

  it('brings the tagline in after a second, moving, when motion is welcome', () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => useUi.getState().openOverlay('splash'));
    render(<SplashOverlay />);
    expect(tagline().className).toContain('opacity-0');
    expect(screen.getByRole('img', { name: `${m.rasoi()}. ${m.tagline()}` })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SPLASH_TEXT_AT_MS));
    expect(tagline().className).toContain('opacity-100');
    expect(tagline().className).toContain('transition');
  });

  it('stands still with reduced motion: logo and tagline at once, nothing rising or fading', () => {
    stubReducedMotion(true);
    act(() => useUi.getState().openOverlay('splash'));
    render(<SplashOverlay />);
    expect(tagline().className).toContain('opacity-100');
    expect(tagline().className).not.toContain('transition');
    expect(screen.getByRole('presentation').className).not.toContain('animate-');
  });

  it('the /splash page goes home on Skip without waiting', () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <MemoryRouter initialEntries={['/splash']}>
        <Routes>
          <Route path="/splash" element={<SplashPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: m.skip() }));
    expect(screen.getByText('Home page')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SPLASH_MS));
    expect(screen.getByText('Home page')).toBeTruthy();
  });
});
