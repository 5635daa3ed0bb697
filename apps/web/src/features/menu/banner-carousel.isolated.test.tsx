import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ROTATION_MS } from '@rasoi/domain/constants';
import { stubReducedMotion } from '../../test/reduced-motion.ts';
import { BannerCarousel } from './banner-carousel.tsx';

// The carousel library is stood in for by an API whose scrollNext the test counts.
const scrollNext = vi.fn();
vi.mock('./banner-embla.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    BannerEmbla: ({ onApi }: { onApi: (api: unknown) => void }) => {
      useEffect(
        () => onApi({ scrollNext, scrollTo: vi.fn(), on: vi.fn(), off: vi.fn(), selectedScrollSnap: () => 0 }),
        [onApi],
      );
      return null;
    },
  };
});
vi.mock('../../lib/when-idle.ts', () => ({ whenIdle: (task: () => void) => (task(), () => {}) }));

async function renderCarousel() {
  render(<BannerCarousel />);
  // Lets the lazy stand-in load and hand its API up.
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

describe('banner carousel motion (issue 16, D60)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    scrollNext.mockClear();
  });

  it('advances by itself every few seconds', async () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderCarousel();
    act(() => vi.advanceTimersByTime(ROTATION_MS * 2));
    expect(scrollNext).toHaveBeenCalledTimes(2);
  });

  it('stays on its banner for someone who asks for less motion, and stops when they turn it on', async () => {
    const motion = stubReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderCarousel();
    act(() => vi.advanceTimersByTime(ROTATION_MS * 3));
    expect(scrollNext).not.toHaveBeenCalled();

    motion.set(false);
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    motion.set(true);
    act(() => vi.advanceTimersByTime(ROTATION_MS * 3));
    expect(scrollNext).toHaveBeenCalledTimes(1);
  });
});
