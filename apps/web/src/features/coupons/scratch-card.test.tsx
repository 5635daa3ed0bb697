import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Coupon } from '@rasoi/domain/api';
import { SCRATCH_CANVAS_PX, SCRATCH_SETTLE_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { couponsKeys } from '../../api/query-keys.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useUi } from '../../lib/ui-store.ts';
import '../../test/render.tsx'; // jsdom's missing matchMedia, for the toaster
import { ScratchCard } from './scratch-card.tsx';
import { ScratchPage } from './scratch-page.tsx';

/**
 * The scratch card's reveal waits for the finger (issue 15): the 'Wohoo, You got N% off' overlay opens
 * once enough foil is cleared and the finger has lifted, or has rested on the card a moment, never
 * while it is still scratching.
 */
const coupon: Coupon = {
  _id: 'coupon-1',
  name: 'RASOI10',
  off: 10,
  expiryTime: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
  is_used: false,
  is_scratched: false,
  description_text: 'Get 10% off on your next order',
};

// jsdom has no canvas: a 2D context whose whole surface reads as scratched clear (alpha 0).
function fakeCanvas() {
  const noop = () => {};
  const ctx = {
    createLinearGradient: () => ({ addColorStop: noop }),
    fillRect: noop,
    save: noop,
    restore: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    stroke: noop,
    fillText: noop,
    getImageData: () => ({ data: new Uint8ClampedArray(SCRATCH_CANVAS_PX * SCRATCH_CANVAS_PX * 4) }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
}

const card = () => screen.getByRole('img', { name: new RegExp(m.scratchHere()) });
/** A finger that lands on the card and drags across it, staying down. */
function scratchWithoutLifting(moves = 20) {
  fireEvent.pointerDown(card(), { pointerId: 1, clientX: 20, clientY: 20 });
  for (let i = 1; i <= moves; i += 1)
    fireEvent.pointerMove(card(), { pointerId: 1, clientX: 20 + i * 12, clientY: 20 + i * 12 });
}

beforeEach(() => {
  fakeCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuth.setState({ token: null });
  useUi.setState({ currentOverlay: null, currentCoupon: null });
});

describe('the scratch page (issue 15)', () => {
  it('opens the coupon overlay only after the finger lifts, not while it is still scratching', async () => {
    useAuth.setState({ token: 'a-token' });
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'success', data: { coupon: { ...coupon, is_scratched: true } } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(couponsKeys.all, [coupon]);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ScratchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    scratchWithoutLifting();
    // Let any reveal that started run its course (the server's answer, the overlay).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(fetch).not.toHaveBeenCalled();
    expect(useUi.getState().currentOverlay).toBeNull();

    fireEvent.pointerUp(card(), { pointerId: 1 });
    await waitFor(() =>
      expect(useUi.getState()).toMatchObject({ currentOverlay: 'coupon', currentCoupon: 'coupon-1' }),
    );
  });
});

describe('the scratch card (issue 15)', () => {
  it('reveals when a finger that cleared enough rests without lifting, and not before', () => {
    vi.useFakeTimers();
    const onReveal = vi.fn();
    render(<ScratchCard coupon={coupon} onReveal={onReveal} />);

    scratchWithoutLifting();
    act(() => vi.advanceTimersByTime(SCRATCH_SETTLE_MS - 1));
    // Still moving: the wait starts again from the last move.
    fireEvent.pointerMove(card(), { pointerId: 1, clientX: 60, clientY: 200 });
    act(() => vi.advanceTimersByTime(SCRATCH_SETTLE_MS - 1));
    expect(onReveal).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(onReveal).toHaveBeenCalledWith(coupon);
  });

  it('reveals once when the finger lifts before the rest is over', () => {
    vi.useFakeTimers();
    const onReveal = vi.fn();
    render(<ScratchCard coupon={coupon} onReveal={onReveal} />);

    scratchWithoutLifting();
    fireEvent.pointerUp(card(), { pointerId: 1 });
    act(() => vi.advanceTimersByTime(SCRATCH_SETTLE_MS * 2));
    expect(onReveal).toHaveBeenCalledTimes(1);
  });
});

describe('the scratch card without dragging (issue 16, D60)', () => {
  it("shows a 'Reveal without scratching' button that reveals the coupon once, and then goes", () => {
    const onReveal = vi.fn();
    render(<ScratchCard coupon={coupon} onReveal={onReveal} />);
    const button = screen.getByRole('button', { name: m.revealWithoutScratching() });
    expect(button.className).not.toContain('sr-only');
    button.focus();
    expect(button.matches(':focus')).toBe(true);
    fireEvent.click(button);
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(onReveal).toHaveBeenCalledWith(coupon);
    expect(screen.queryByRole('button', { name: m.revealWithoutScratching() })).toBeNull();
  });

  it('opens the same coupon overlay from the scratch page as a scratch does', async () => {
    useAuth.setState({ token: 'a-token' });
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'success', data: { coupon: { ...coupon, is_scratched: true } } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(couponsKeys.all, [coupon]);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ScratchPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: m.revealWithoutScratching() }));
    await waitFor(() =>
      expect(useUi.getState()).toMatchObject({ currentOverlay: 'coupon', currentCoupon: 'coupon-1' }),
    );
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    const scratches = calls.filter(([, init]) => init?.method === 'PATCH');
    expect(scratches.map(([url, init]) => [url, JSON.parse(String(init.body))])).toEqual([
      ['/api/v1/coupon/coupon-1', { is_scratched: true }],
    ]);
  });
});
