import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { routerProbe } from '../test/router-probe.tsx';
import { useFocusOnNavigate } from './use-focus-on-navigate.ts';

function Layout({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return <main ref={main}>{children}</main>;
}

function showApp(path: string) {
  const { router, Probe } = routerProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      <Layout>
        <Routes>
          <Route path="/orders" element={<a href="/orders/1">Order #0001</a>} />
          <Route path="/orders/:id" element={<h1>Order #0001</h1>} />
          <Route path="/plain" element={<p>No heading here</p>} />
        </Routes>
      </Layout>
      <button type="button">Kept</button>
    </MemoryRouter>,
  );
  return router;
}

describe('the focus after a navigation (issue 16, D61)', () => {
  it('moves to the new page heading when the control that had it went with the old page', () => {
    const router = showApp('/orders');
    act(() => screen.getByRole('link', { name: 'Order #0001' }).focus());

    act(() => router.navigate('/orders/1'));
    expect(screen.getByRole('heading', { name: 'Order #0001' }).matches(':focus')).toBe(true);
  });

  it('moves to the page itself when the new page has no heading', () => {
    const router = showApp('/orders');
    act(() => router.navigate('/plain'));
    expect(screen.getByRole('main').matches(':focus')).toBe(true);
  });

  it('leaves a focus that is still on the page, and ignores a change of the search alone', () => {
    const router = showApp('/orders');
    const kept = screen.getByRole('button', { name: 'Kept' });
    act(() => kept.focus());
    act(() => router.navigate('/orders/1'));
    expect(kept.matches(':focus')).toBe(true);

    act(() => kept.blur());
    act(() => router.navigate('/orders/1?sheet=login'));
    expect(screen.getByRole('heading', { name: 'Order #0001' }).matches(':focus')).toBe(false);
    expect(kept.matches(':focus')).toBe(false);
  });
});
