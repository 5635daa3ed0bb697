import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ROTATION_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { stubReducedMotion } from '../../test/reduced-motion.ts';
import { MenuSearch } from './menu-search.tsx';

const searchBox = () => screen.getByRole('searchbox', { name: m.searchTheMenu() }) as HTMLInputElement;

describe('the search box hint (spec 2; issue 16, D60)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rotates Thali, Dish, Beverage', () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<MenuSearch meals={[]} dishes={[]} />);
    expect(searchBox().placeholder).toBe("Search for 'Thali'");
    act(() => vi.advanceTimersByTime(ROTATION_MS));
    expect(searchBox().placeholder).toBe("Search for 'Dish'");
  });

  it('stays still, naming all three, for someone who asks for less motion', () => {
    stubReducedMotion(true);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(<MenuSearch meals={[]} dishes={[]} />);
    expect(searchBox().placeholder).toBe(m.searchHintStill());
    act(() => vi.advanceTimersByTime(ROTATION_MS * 4));
    expect(searchBox().placeholder).toBe(m.searchHintStill());
  });
});
