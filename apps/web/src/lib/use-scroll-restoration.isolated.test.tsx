import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { routerProbe } from '../test/router-probe.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

/** The page as a person scrolls it: jsdom has no layout, so scrolling sets the offset and fires 'scroll'. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function Layout() {
  useScrollRestoration();
  return null;
}

function showPageAt(path: string) {
  const { router, Probe } = routerProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Layout />
    </MemoryRouter>,
  );
  return router;
}

const lastScroll = () => vi.mocked(window.scrollTo).mock.lastCall;

describe('page scroll across navigations (D45)', () => {
  beforeEach(() => {
    // jsdom cannot scroll: the page moves to the offset asked for, as a browser's would.
    const scrollTo = vi.fn((_x: number, y: number) => scrollPageTo(y));
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => scrollPageTo(0));

  it('opens a new page at the top and returns to where the page was left on Back', () => {
    const router = showPageAt('/menu');
    act(() => scrollPageTo(900));

    act(() => router.navigate('/cart'));
    expect(lastScroll()).toEqual([0, 0]);

    act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/menu');
    expect(lastScroll()).toEqual([0, 900]);
  });

  it('leaves the page where it is when only the search changes (an overlay opens)', () => {
    const router = showPageAt('/menu');
    act(() => scrollPageTo(400));
    vi.mocked(window.scrollTo).mockClear();

    act(() => router.navigate('/menu?sheet=login'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the page it opens on where the visitor scrolled it before the app took it over', async () => {
    // The first page is once per tab: a fresh copy of the module, as a page load has.
    vi.resetModules();
    const fresh = await import('./use-scroll-restoration.ts');
    function FirstLayout() {
      fresh.useScrollRestoration();
      return null;
    }
    scrollPageTo(472);
    vi.mocked(window.scrollTo).mockClear();
    const { router, Probe } = routerProbe();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
        <FirstLayout />
      </MemoryRouter>,
    );
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(472);
    // The next page opens at the top, as before.
    act(() => router.navigate('/cart'));
    expect(lastScroll()).toEqual([0, 0]);
  });
});
