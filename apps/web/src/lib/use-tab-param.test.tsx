import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { routerProbe } from '../test/router-probe.tsx';
import { useTabParam } from './use-tab-param.ts';

const TABS = ['active', 'used', 'expired'] as const;

function Tabs() {
  const [tab, setTab] = useTabParam('tab', TABS);
  return (
    <div role="tablist" aria-label="Coupons">
      {TABS.map((name) => (
        <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
          {name}
        </button>
      ))}
    </div>
  );
}

function renderAt(path: string) {
  const { router, Probe } = routerProbe();
  const view = render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Probe />
      <Routes>
        <Route path="/coupons" element={<Tabs />} />
        <Route path="/" element={null} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, router };
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;

describe('a tab in the URL (issue 12)', () => {
  it('opens the tab the URL names, and the first one for a missing or unknown name', () => {
    const { unmount } = renderAt('/coupons?tab=used');
    expect(selected()).toBe('used');
    unmount();
    renderAt('/coupons?tab=nonsense');
    expect(selected()).toBe('active');
  });

  it('switching tabs replaces the entry and keeps an open sheet; Back leaves the page', async () => {
    const { router } = renderAt('/coupons?sheet=login');
    fireEvent.click(screen.getByRole('tab', { name: 'expired' }));
    expect(selected()).toBe('expired');
    expect(router.state.location.search).toBe('?sheet=login&tab=expired');
    fireEvent.click(screen.getByRole('tab', { name: 'active' }));
    expect(router.state.location.search).toBe('?sheet=login');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
