import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { routerProbe } from '../../test/router-probe.tsx';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { ThankYouOverlay } from './thank-you-overlay.tsx';

describe('thank-you overlay (spec 4: 3 s, then My Orders)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
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
});
