import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setLocale } from '@rasoi/domain/locale';
import { routerProbe } from '../../test/router-probe.tsx';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { ThankYouOverlay } from './thank-you-overlay.tsx';

describe('thank-you overlay (spec 4: 3 s, then My Orders)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    void setLocale('en', { reload: false });
  });

  function renderOverlay() {
    useUi.setState({ currentOverlay: 'thankyou' });
    render(
      <MemoryRouter initialEntries={[paths.payment]}>
        <Routes>
          <Route path={paths.payment} element={<ThankYouOverlay />} />
        </Routes>
      </MemoryRouter>,
    );
  }
  // The paragraph that reads `text` whole, its number in the circle included.
  const paragraph = (text: string) =>
    screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

  it('says the countdown in one sentence, its number in the circle', () => {
    renderOverlay();
    expect(paragraph('Taking you to your orders in 3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(paragraph('Taking you to your orders in 2')).toBeTruthy();
  });

  it("says it in Hindi in Hindi's word order, the number first (issue 16, D62)", () => {
    void setLocale('hi', { reload: false });
    renderOverlay();
    expect(paragraph('3 सेकंड में आपको आपके ऑर्डर पर ले जा रहे हैं')).toBeTruthy();
  });

  it('counts down 3, 2, 1 and then shows My Orders with the new-coupon overlay', () => {
    useUi.setState({ currentOverlay: 'thankyou' });
    const { router, Probe } = routerProbe();
    render(
      <MemoryRouter initialEntries={[paths.payment]}>
        <Probe />
        <Routes>
          <Route path={paths.payment} element={<ThankYouOverlay />} />
          <Route path={paths.profileOrders} element={<p>orders page</p>} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByText("Thank you, We've received your order")).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe(paths.payment);
    act(() => vi.advanceTimersByTime(1000));

    expect(router.state.location.pathname).toBe(paths.profileOrders);
    expect(screen.getByText('orders page')).toBeTruthy();
    // The new-coupon overlay lives in the URL (issue 12, D38); the overlay host opens it from there.
    expect(router.state.location.search).toBe('?sheet=new-coupon');
  });

  it('leaves for My Orders once, though it stays on screen while My Orders comes in', () => {
    useUi.setState({ currentOverlay: 'thankyou' });
    const { router, Probe } = routerProbe();
    // As in the overlay layer: above the pages, so the router's new place renders it again.
    render(
      <MemoryRouter initialEntries={[paths.payment]}>
        <Probe />
        <ThankYouOverlay />
        <Routes>
          <Route path={paths.payment} element={<p>payment page</p>} />
          <Route path={paths.profileOrders} element={<p>orders page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    // One second at a time: each tick's timer is set once the last has rendered.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('orders page')).toBeTruthy();
    // Back leads to the page the order was placed on, not to a second My Orders with the overlay.
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe(paths.payment);
  });
});
